import type { CouponType } from '@cloudmall/contract/orders';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RefreshPagedList } from '../../../components/layout/paged-list';
import { couponQueries, type CouponScope } from '../api/coupon-queries';
import { couponValidity } from '../coupon-display';
import { useClaimCoupon } from '../hooks/use-claim-coupon';
import { ClaimButton } from './claim-button';
import { CouponCard } from './coupon-card';
import { ChoiceButtons, TabStrip } from '../../../components/ui/tab-strip';
import styles from './coupon-pages.module.css';
import { PAGES } from '../../../lib/paths';
import { keyedItem } from '../../../components/layout/keyed-item';

export const TYPE_TABS = ['all', 'reduction', 'discount', 'shipping', 'vip'] as const;
export type TypeTab = (typeof TYPE_TABS)[number];

interface CouponCentreProps {
  type: TypeTab;
  scope: CouponScope;
  onType: (type: TypeTab) => void;
  onScope: (scope: CouponScope) => void;
}

/** Coupons on offer by type and by shop/platform, each with its claim button; paged, pull to refresh. */
export function CouponCentre({ type, scope, onType, onScope }: CouponCentreProps) {
  const { t } = useTranslation('coupons');
  const navigate = useNavigate();
  const query = useInfiniteQuery(
    couponQueries.list(type === 'all' ? undefined : (type as CouponType), scope),
  );
  const claiming = useClaimCoupon();
  const scopes: { value: CouponScope; label: string }[] = [
    { value: 'all', label: t('scope.all') },
    { value: 0, label: t('scope.platform') },
    ...(typeof scope === 'number' && scope > 0
      ? [{ value: scope, label: query.data?.pages[0]?.data[0]?.shop.shopname || t('scope.shop') }]
      : []),
  ];
  return (
    <>
      <TabStrip
        tabs={TYPE_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={type}
        onChange={onType}
        label={t('typesLabel')}
      />
      <ChoiceButtons
        tabs={scopes}
        value={scope}
        onChange={onScope}
        label={t('scope.label')}
        classNames={{ row: styles.chips, tab: styles.chip, on: styles.chipOn }}
      >
        <button
          type="button"
          className={styles.mine}
          onClick={() => void navigate(PAGES.couponMycard)}
        >
          {t('myCoupons')} ›
        </button>
      </ChoiceButtons>
      <RefreshPagedList
        topGap={false}
        query={query}
        listClassName={styles.list}
        renderItem={keyedItem((coupon) => (
          <CouponCard
            coupon={coupon}
            validity={couponValidity(coupon)}
            muted={coupon.claim === 'sold_out' || coupon.claim === 'expired'}
            note={
              coupon.surplus >= 0 && coupon.claim === 'available'
                ? t('left', { count: coupon.surplus })
                : undefined
            }
            onClick={() => void navigate(`${PAGES.couponDetails}?id=${coupon.id}`)}
            action={<ClaimButton coupon={coupon} claiming={claiming} />}
          />
        ))}
        empty={{ icon: 'coupon', title: t('emptyCentre'), description: t('emptyCentreHint') }}
      />
    </>
  );
}
