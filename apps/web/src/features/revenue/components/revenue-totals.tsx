import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';
import { formatDate } from '../../../lib/time';
import { revenueQueries } from '../api/revenue-queries';
import styles from '../../../components/ui/figure-card.module.css';

/** Today, held, available and all-time script revenue; when the next held part becomes available. */
export function RevenueTotals() {
  const { t } = useTranslation('revenue');
  const totals = useQuery(revenueQueries.totals());
  const value = (amount: string | undefined) =>
    totals.isPending ? '…' : totals.isError ? '--' : formatPrice(amount);
  return (
    <section className={styles.card} aria-label={t('totals.title')} aria-busy={totals.isPending}>
      <span className={styles.label}>{t('totals.today')}</span>
      <strong className={styles.main}>{value(totals.data?.today)}</strong>
      <dl className={styles.grid}>
        <div>
          <dt>{t('totals.held')}</dt>
          <dd>{value(totals.data?.held)}</dd>
        </div>
        <div>
          <dt>{t('totals.available')}</dt>
          <dd>{value(totals.data?.available)}</dd>
        </div>
        <div>
          <dt>{t('totals.total')}</dt>
          <dd>{value(totals.data?.total)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {totals.data && totals.data.next_available_at > 0
          ? t('totals.nextRelease', { date: formatDate(totals.data.next_available_at) })
          : t('totals.holdRule')}
      </p>
    </section>
  );
}
