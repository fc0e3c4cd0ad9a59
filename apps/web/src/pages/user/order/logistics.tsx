import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/order/logistics: arrives with the orders issue; until then a titled, empty page. */
export default function UserOrderLogisticsPage() {
  return <ComingSoonPage area="orders" />;
}
