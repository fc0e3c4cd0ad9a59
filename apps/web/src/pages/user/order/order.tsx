import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/order/order: arrives with the orders issue; until then a titled, empty page. */
export default function UserOrderOrderPage() {
  return <ComingSoonPage area="orders" />;
}
