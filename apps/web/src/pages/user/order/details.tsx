import { RecordPage } from '../../../components/layout/record-page';
import { OrderDetailsView } from '../../../features/orders/components/details/order-details-view';

/** /pages/user/order/details?id=: one order with its actions and after-sale entries. */
export default function UserOrderDetailsPage() {
  return (
    <RecordPage notFound="orders:details.notFound">
      {(id) => <OrderDetailsView key={id} id={id} />}
    </RecordPage>
  );
}
