import { RecordPage } from '../../../components/layout/record-page';
import { RefundEditForm } from '../../../features/refunds/components/refund-edit-form';

/** /pages/user/refund/edit?id=: change an applied or refused request; the shop decides again. */
export default function UserRefundEditPage() {
  return (
    <RecordPage notFound="refunds:details.notFound">
      {(id) => <RefundEditForm key={id} id={id} />}
    </RecordPage>
  );
}
