import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import type { CouponScope } from '../../../features/coupons/api/coupon-queries';
import {
  CouponCentre,
  TYPE_TABS,
  type TypeTab,
} from '../../../features/coupons/components/coupon-centre';

/** /pages/user/coupon/list?type=&shop_id=: the coupon centre; visitors see it and log in to claim. */
export default function UserCouponListPage() {
  const [params, setParams] = useSearchParams();
  const type = TYPE_TABS.find((item) => item === params.get('type')) ?? 'all';
  const shopParam = params.get('shop_id');
  const scope: CouponScope =
    shopParam !== null && /^\d+$/.test(shopParam) ? Number(shopParam) : 'all';
  const update = (next: { type?: TypeTab; scope?: CouponScope }) => {
    const nextType = next.type ?? type;
    const nextScope = next.scope ?? scope;
    const search: Record<string, string> = {};
    if (nextType !== 'all') search.type = nextType;
    if (nextScope !== 'all') search.shop_id = String(nextScope);
    setParams(search, { replace: true });
  };
  return (
    <PageShell>
      <CouponCentre
        type={type}
        scope={scope}
        onType={(value) => update({ type: value })}
        onScope={(value) => update({ scope: value })}
      />
    </PageShell>
  );
}
