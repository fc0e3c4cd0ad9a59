import { RecordPage } from '../../../components/layout/record-page';
import { LogisticsView } from '../../../features/orders/components/logistics-view';

/** /pages/user/order/logistics?id=: the order's tracking timeline. */
export default function UserOrderLogisticsPage() {
  return (
    <RecordPage notFound="orders:details.notFound">
      {(id) => <LogisticsView key={id} id={id} />}
    </RecordPage>
  );
}
