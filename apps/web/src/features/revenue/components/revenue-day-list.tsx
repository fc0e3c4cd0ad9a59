import type { RevenueDay } from '@cloudmall/contract/campaigns';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/layout/paged-list';
import { formatPrice } from '../../../lib/money';
import { revenueQueries } from '../api/revenue-queries';
import styles from '../../../components/ui/income-row.module.css';
import text from '../../../components/ui/text.module.css';

/** One device's revenue on one day: the total, what is still held and what is available. */
function RevenueDayRow({ day }: { day: RevenueDay }) {
  const { t } = useTranslation('revenue');
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={`${styles.title} ${text.ellipsis}`}>
          {t('list.device', { code: day.device_code })}
        </span>
        <time className={styles.date} dateTime={day.day}>
          {day.day}
        </time>
        <span className={styles.date}>{t('list.reports', { count: day.reports })}</span>
      </div>
      <div className={styles.side}>
        <strong className={styles.amount}>+{formatPrice(day.total)}</strong>
        {day.held !== '0.00' && (
          <span className={styles.held}>{t('list.held', { amount: formatPrice(day.held) })}</span>
        )}
        {day.available !== '0.00' && (
          <span className={styles.available}>
            {t('list.available', { amount: formatPrice(day.available) })}
          </span>
        )}
      </div>
    </li>
  );
}

/** The member's revenue per device and day, newest first, loading more at reach-bottom. */
export function RevenueDayList() {
  const { t } = useTranslation('revenue');
  const query = useInfiniteQuery(revenueQueries.days());
  return (
    <PagedList
      query={query}
      renderItem={(day) => <RevenueDayRow key={`${day.device_id}:${day.day}`} day={day} />}
      empty={{ icon: 'robot', title: t('list.emptyTitle'), description: t('list.emptyText') }}
    />
  );
}
