import type { ShopApplication } from '@cloudmall/contract/merchant';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon';
import { PAGES, paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { consoleAddress } from '../shop-apply-rules';
import card from '../../../components/ui/status-card.module.css';
import styles from './shop-apply.module.css';

const ICONS: Record<ShopApplication['state'], IconName> = {
  draft: 'edit',
  pending: 'hourglass',
  certified: 'shield',
  refused: 'alert',
};

/** The icon's tone of each state (a draft's grey). */
const TONES: Record<ShopApplication['state'], string | undefined> = {
  draft: undefined,
  pending: card.waiting,
  certified: card.good,
  refused: card.bad,
};

/**
 * Where the application stands: a draft to finish, waiting for review, refused with the reason
 * (edit and send again), or approved with the console's address and the shop's page.
 */
export function ApplicationStatus({
  application,
  editable = true,
}: {
  application: ShopApplication;
  /** Whether it links to the form (not on the form's own page). */
  editable?: boolean;
}) {
  const { t } = useTranslation('shop-apply');
  const { state } = application;
  const address = consoleAddress(window.location.origin);
  const rows = [
    { key: 'shopname', value: application.shopname },
    { key: 'storeType', value: t(`storeTypes.${application.store_type}`) },
    { key: 'realName', value: application.real_name },
    { key: 'idType', value: t(`idTypes.${application.id_type}`) },
    { key: 'updated', value: formatDateTime(application.updatetime) },
  ].filter((row) => row.value);
  return (
    <section className={`${card.card} ${TONES[state] ?? ''}`} aria-live="polite">
      <div className={card.head}>
        <span className={card.icon}>
          <Icon name={ICONS[state]} size={26} />
        </span>
        <div>
          <h2 className={card.title}>{t(`state.${state}.title`)}</h2>
          <p className={styles.description}>{t(`state.${state}.description`)}</p>
        </div>
      </div>
      {state === 'refused' && (
        <p className={card.reason}>{t('reason', { reason: application.reason })}</p>
      )}
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{t(row.key)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {state === 'certified' && (
        <div className={styles.links}>
          <p>{t('consoleNote')}</p>
          <a href={address} className={styles.address}>
            {address}
          </a>
          <Link to={paths.shop(application.shop_id)} className={styles.link}>
            <Icon name="store" size={16} /> {t('openShop')}
          </Link>
        </div>
      )}
      {editable && (state === 'refused' || state === 'draft') && (
        <Link to={PAGES.shopApply} className={styles.link}>
          <Icon name="edit" size={16} /> {t(state === 'refused' ? 'editResubmit' : 'continueDraft')}
        </Link>
      )}
    </section>
  );
}
