import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/count-format';
import { formatPrice } from '../../../lib/money';
import { useStatisticsStore } from '../../../stores/statistics-store';
import { useUserStore } from '../../../stores/user-store';
import styles from './assets-card.module.css';
import { PAGES } from '../../../lib/paths';

/** Balance, points and coupons, floating over the header; each opens its page. */
export function AssetsCard() {
  const { t } = useTranslation('user');
  const money = useUserStore((state) => state.money);
  const score = useUserStore((state) => state.score);
  const coupons = useStatisticsStore((state) => state.dynamic.coupon);
  return (
    <section className={styles.card} aria-label={t('assets.title')}>
      <Link to={PAGES.money} className={`${styles.item} ${styles.main}`}>
        <span className={styles.label}>{t('assets.balance')}</span>
        <strong className={styles.value}>{formatPrice(money)}</strong>
      </Link>
      <Link to={PAGES.signin} className={styles.item}>
        <span className={styles.label}>{t('assets.score')}</span>
        <strong className={styles.value}>{formatCount(score)}</strong>
      </Link>
      <Link to={PAGES.couponMycard} className={styles.item}>
        <span className={styles.label}>{t('assets.coupons')}</span>
        <strong className={styles.value}>{formatCount(coupons)}</strong>
      </Link>
    </section>
  );
}
