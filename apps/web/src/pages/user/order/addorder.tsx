import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/order/addorder: arrives with the orders issue; until then a titled, empty page. */
export default function UserOrderAddorderPage() {
  return <ComingSoonPage area="orders" />;
}
