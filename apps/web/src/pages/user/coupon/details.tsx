import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/coupon/details: arrives with the coupons issue; until then a titled, empty page. */
export default function UserCouponDetailsPage() {
  return <ComingSoonPage area="coupons" />;
}
