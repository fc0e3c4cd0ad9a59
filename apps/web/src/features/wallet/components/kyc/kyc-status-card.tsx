import type { KycStatus } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { formatDateTime } from '../../../../lib/time';
import styles from './kyc-status-card.module.css';

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
    <section className={`${styles.card} ${styles[state]}`}>
      <div className={styles.head}>
        <span className={styles.icon}>
          <Icon
            name={state === 'approved' ? 'shield' : state === 'rejected' ? 'alert' : 'hourglass'}
            size={26}
          />
        </span>
        <div>
          <h2 className={styles.title}>{t(`kyc.state.${state}.title`)}</h2>
          <p className={styles.description}>{t(`kyc.state.${state}.description`)}</p>
        </div>
      </div>
      {state === 'rejected' && kyc.reason && (
        <p className={styles.reason}>{t('kyc.reason', { reason: kyc.reason })}</p>
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
