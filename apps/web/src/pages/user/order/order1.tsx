import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/order/order1: arrives with the orders issue; until then a titled, empty page. */
export default function UserOrderOrder1Page() {
  return <ComingSoonPage area="orders" />;
}
