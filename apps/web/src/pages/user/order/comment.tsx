import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/order/comment: arrives with the orders issue; until then a titled, empty page. */
export default function UserOrderCommentPage() {
  return <ComingSoonPage area="orders" />;
}
