import { OrdersPage } from '../../../features/orders/components/orders-page';

/** /pages/user/order/order?state=1..4 (or ?tab=pay…): my orders by tab, infinite list, pull to refresh. */
export default function UserOrderOrderPage() {
  return <OrdersPage />;
}
