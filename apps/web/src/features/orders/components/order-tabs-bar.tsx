import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/count-format';
import { useStatisticsStore } from '../../../stores/statistics-store';
import { ORDER_TABS, type OrderTab } from '../order-tabs';
import styles from './order-tabs-bar.module.css';

/** Sticky, scrollable order tabs with the My page counters (99+ cap) beside their names. */
export function OrderTabsBar({
  active,
  onChange,
}: {
  active: OrderTab;
  onChange: (tab: OrderTab) => void;
}) {
  const { t } = useTranslation('orders');
  const counters = useStatisticsStore((state) => state.order);
  return (
    <div className={styles.bar} role="tablist" aria-label={t('tabs.label')}>
      {ORDER_TABS.map((tab) => {
        const count = tab === 'whole' ? 0 : counters[tab];
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={active === tab}
            className={active === tab ? styles.on : styles.tab}
            onClick={() => onChange(tab)}
          >
            {t(`tabs.${tab}`)}
            {count > 0 && (
              <span className={styles.count}>{formatCount(count, { cap99: true })}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
