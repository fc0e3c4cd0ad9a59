import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { CURRENCY_SIGN } from '../../../lib/money';
import { couponQueries } from '../api/coupon-queries';
import { couponValidity, thresholdOf } from '../coupon-display';
import { useClaimCoupon } from '../hooks/use-claim-coupon';
import { ClaimButton } from './claim-button';
import { CouponCard } from './coupon-card';
import styles from './coupon-pages.module.css';
import { PAGES } from '../../../lib/paths';

/** One coupon: its card, every term (type, threshold, validity, range, per-member limit, left) and the claim button. */
export function CouponDetailsView({ id }: { id: number }) {
  const { t } = useTranslation('coupons');
  const navigate = useNavigate();
  const query = useQuery(couponQueries.details(id));
  const claiming = useClaimCoupon();
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) return <QueryFailedView query={query} />;
  const coupon = query.data;
  const threshold = thresholdOf(coupon.limit);
  return (
    <>
      <div className={styles.head}>
        <CouponCard
          coupon={coupon}
          validity={couponValidity(coupon)}
          muted={coupon.claim === 'sold_out' || coupon.claim === 'expired'}
        />
      </div>
      <section className={styles.section}>
        <h2>{t('details.terms')}</h2>
        <dl className={styles.terms}>
          <dt>{t('details.type')}</dt>
          <dd>
            {t(`typeRules.${coupon.type === 'vip' ? `vip_${coupon.user_type}` : coupon.type}`, {
              level: coupon.user_level,
            })}
          </dd>
          <dt>{t('details.threshold')}</dt>
          <dd>
            {threshold.key === 'threshold'
              ? t('threshold', { limit: `${CURRENCY_SIGN}${threshold.limit}` })
              : t('noThreshold')}
          </dd>
          <dt>{t('details.scope')}</dt>
          <dd>
            {t(`ranges.${coupon.range_type}`)} ·{' '}
            {coupon.shop_id === 0 ? t('platformScope') : coupon.shop.shopname}
          </dd>
          <dt>{t('details.perMember')}</dt>
          <dd>
            {coupon.drawlimit === 0 ? t('unlimited') : t('perMember', { count: coupon.drawlimit })}
          </dd>
          <dt>{t('details.left')}</dt>
          <dd>{coupon.surplus < 0 ? t('unlimited') : t('left', { count: coupon.surplus })}</dd>
        </dl>
        {coupon.content && <p className={styles.content}>{coupon.content}</p>}
      </section>
      <div
        className={styles.footer}
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
      >
        <button
          type="button"
          className={styles.mine}
          style={{ marginLeft: 0 }}
          onClick={() => void navigate(PAGES.couponMycard)}
        >
          {t('myCoupons')} ›
        </button>
        <ClaimButton coupon={coupon} claiming={claiming} />
      </div>
    </>
  );
}
