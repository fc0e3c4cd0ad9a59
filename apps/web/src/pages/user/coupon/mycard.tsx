import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/coupon/mycard: arrives with the coupons issue; until then a titled, empty page. */
export default function UserCouponMycardPage() {
  return <ComingSoonPage area="coupons" />;
}
