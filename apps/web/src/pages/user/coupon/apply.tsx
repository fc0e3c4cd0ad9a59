import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/coupon/apply: arrives with the coupons issue; until then a titled, empty page. */
export default function UserCouponApplyPage() {
  return <ComingSoonPage area="coupons" />;
}
