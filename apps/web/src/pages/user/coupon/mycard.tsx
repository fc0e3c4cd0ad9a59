import { PageShell } from '../../../components/layout/page-shell';
import { MyCoupons, RECEIPT_STATES } from '../../../features/coupons/components/my-coupons';
import { useQueryTab } from '../../../lib/use-query-tab';

/** /pages/user/coupon/mycard?state= (members): my coupons in tabs unused / used / expired. */
export default function UserCouponMycardPage() {
  const [state, setState] = useQueryTab('state', RECEIPT_STATES, 1);
  return (
    <PageShell>
      <MyCoupons key={state} state={state} onState={setState} />
    </PageShell>
  );
}
