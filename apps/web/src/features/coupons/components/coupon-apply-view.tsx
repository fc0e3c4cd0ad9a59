import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/layout/paged-list';
import { GoodsGrid } from '../../../components/goods/goods-grid';
import { couponQueries } from '../api/coupon-queries';
import { receiptValidity } from '../coupon-display';
import { CouponCard } from './coupon-card';
import styles from './coupon-pages.module.css';

/** "Use" a coupon: the coupon and the goods it applies to (its shop, price ≥ threshold, its range), paged. */
export function CouponApplyView({ id }: { id: number }) {
  const { t } = useTranslation('coupons');
  const query = useInfiniteQuery(couponQueries.apply(id));
  const receipt = query.data?.pages[0]?.coupon;
  return (
    <>
      {receipt && (
        <div className={styles.head}>
          <CouponCard
            coupon={receipt}
            validity={receiptValidity(receipt)}
            muted={receipt.state !== 1}
          />
          <p className={styles.hint}>{t('applyHint')}</p>
        </div>
      )}
      <PagedList
        query={query}
        variant="plain"
        renderList={(items) => <GoodsGrid goods={items} layout={2} />}
        empty={{ icon: 'box', title: t('applyEmpty') }}
      />
    </>
  );
}
