import { useTranslation } from 'react-i18next';
import type { Controlled } from '../../../components/ui/controlled';
import { formatCount } from '../../../lib/count-format';
import { useStatisticsStore } from '../../../stores/statistics-store';
import { ORDER_TABS, type OrderTab } from '../order-tabs';
import styles from './order-tabs-bar.module.css';
import { TabStrip } from '../../../components/ui/tab-strip';

/** Sticky, scrollable order tabs with the My page counters (99+ cap) beside their names. */
export function OrderTabsBar(choice: Controlled<OrderTab>) {
  const { t } = useTranslation('orders');
  const counters = useStatisticsStore((state) => state.order);
  return (
    <TabStrip
      {...choice}
      tabs={ORDER_TABS.map((tab) => {
        const count = tab === 'whole' ? 0 : counters[tab];
        const label = (
          <>
            {t(`tabs.${tab}`)}
            {count > 0 && (
              <span className={styles.count}>{formatCount(count, { cap99: true })}</span>
            )}
          </>
        );
        return { value: tab, label };
      })}
      label={t('tabs.label')}
      classNames={{ row: styles.bar, tab: styles.tab, on: styles.on }}
    />
  );
}
