import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import type { ReceiptState } from '../../../features/coupons/api/coupon-queries';
import { MyCoupons, RECEIPT_STATES } from '../../../features/coupons/components/my-coupons';

/** /pages/user/coupon/mycard?state= (members): my coupons in tabs unused / used / expired. */
export default function UserCouponMycardPage() {
  const [params, setParams] = useSearchParams();
  const state = RECEIPT_STATES.find((item) => String(item) === params.get('state')) ?? 1;
  return (
    <PageShell>
      <MyCoupons
        key={state}
        state={state}
        onState={(next: ReceiptState) =>
          setParams(next === 1 ? {} : { state: String(next) }, { replace: true })
        }
      />
    </PageShell>
  );
}
