import type { KycStatus } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { formatDateTime } from '../../../../lib/time';
import card from '../../../../components/ui/status-card.module.css';
import styles from './kyc-status-card.module.css';

/** The icon's tone of each state. */
const TONES = { approved: card.good, pending: card.waiting, rejected: card.bad };

/** Where the verification stands: under review, verified (masked number) or rejected with the reason. */
export function KycStatusCard({ kyc }: { kyc: KycStatus }) {
  const { t } = useTranslation('wallet');
  const state =
    kyc.status === 'approved' ? 'approved' : kyc.status === 'rejected' ? 'rejected' : 'pending';
  const rows = [
    { key: 'name', value: kyc.name },
    { key: 'idType', value: t(`kyc.idTypes.${kyc.id_type}`, { defaultValue: kyc.id_type }) },
    { key: 'idNumber', value: kyc.id_number },
    { key: 'updated', value: kyc.updatetime ? formatDateTime(kyc.updatetime) : '' },
  ].filter((row) => row.value);
  return (
    <section className={`${card.card} ${TONES[state]}`}>
      <div className={card.head}>
        <span className={card.icon}>
          <Icon
            name={state === 'approved' ? 'shield' : state === 'rejected' ? 'alert' : 'hourglass'}
            size={26}
          />
        </span>
        <div>
          <h2 className={card.title}>{t(`kyc.state.${state}.title`)}</h2>
          <p className={card.description}>{t(`kyc.state.${state}.description`)}</p>
        </div>
      </div>
      {state === 'rejected' && kyc.reason && (
        <p className={card.reason}>{t('kyc.reason', { reason: kyc.reason })}</p>
      )}
      {state !== 'rejected' && rows.length > 0 && (
        <dl className={styles.rows}>
          {rows.map((row) => (
            <div key={row.key}>
              <dt>{t(`kyc.${row.key}`)}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
