import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { PAGES } from '../../../lib/paths';
import { revenueQueries } from '../api/revenue-queries';
import styles from './revenue-strip.module.css';

/** My page: script revenue today, held and available in one light row, opening the details. */
export function RevenueStrip() {
  const { t } = useTranslation('revenue');
  const totals = useQuery(revenueQueries.totals());
  if (!totals.data) return null;
  const items = [
    ['today', totals.data.today],
    ['held', totals.data.held],
    ['available', totals.data.available],
  ] as const;
  return (
    <Link to={PAGES.signinLog} className={styles.strip} aria-label={t('strip.label')}>
      <span className={styles.title}>{t('strip.title')}</span>
      {items.map(([key, amount]) => (
        <span key={key} className={styles.item}>
          <span className={styles.label}>{t(`totals.${key}`)}</span>
          <strong className={styles.value}>{formatPrice(amount)}</strong>
        </span>
      ))}
    </Link>
  );
}
