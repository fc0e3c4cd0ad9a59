import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/order/details: arrives with the orders issue; until then a titled, empty page. */
export default function UserOrderDetailsPage() {
  return <ComingSoonPage area="orders" />;
}
