import { OrdersPage } from '../../../features/orders/components/orders-page';

/** /pages/user/order/order1: the second spelling of my orders (same tabs and list). */
export default function UserOrderOrder1Page() {
  return <OrdersPage />;
}
