import { RecordPage } from '../../../components/layout/record-page';
import { RefundDetailsView } from '../../../features/refunds/components/refund-details-view';

/** /pages/user/refund/details?id=: one request, its state and what the buyer can do now. */
export default function UserRefundDetailsPage() {
  return (
    <RecordPage notFound="refunds:details.notFound">
      {(id) => <RefundDetailsView key={id} id={id} />}
    </RecordPage>
  );
}
