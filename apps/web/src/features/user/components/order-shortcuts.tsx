import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AllLink } from '../../../components/ui/all-link';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { formatCount } from '../../../lib/count-format';
import { useStatisticsStore } from '../../../stores/statistics-store';
import { ORDER_SHORTCUTS } from '../account-entries';
import styles from './order-shortcuts.module.css';
import { PAGES } from '../../../lib/paths';

/** "My orders" with the order-tab counters of statistics as badges (99+ cap). */
export function OrderShortcuts() {
  const { t } = useTranslation('user');
  const order = useStatisticsStore((state) => state.order);
  return (
    <Card
      title={t('orders.title')}
      extra={<AllLink to={PAGES.order} label={t('orders.all')} className={styles.all} />}
    >
      <div className={styles.grid}>
        {ORDER_SHORTCUTS.map((item) => {
          const count = order[item.key];
          return (
            <Link key={item.key} to={item.path} className={styles.item}>
              <span className={styles.icon}>
                <Icon name={item.icon} size={26} strokeWidth={1.6} />
                {count > 0 && (
                  <span className={styles.badge}>{formatCount(count, { cap99: true })}</span>
                )}
              </span>
              <span className={styles.label} data-testid="order-shortcut-label">
                {t(`orders.${item.key}`)}
              </span>
            </Link>
          );
        })}
      </div>
    </Card>
  );
}
