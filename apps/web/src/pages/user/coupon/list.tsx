import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/coupon/list: arrives with the coupons issue; until then a titled, empty page. */
export default function UserCouponListPage() {
  return <ComingSoonPage area="coupons" />;
}
