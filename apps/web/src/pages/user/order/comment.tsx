import { RecordPage } from '../../../components/layout/record-page';
import { ReviewFormView } from '../../../features/orders/components/review/review-form-view';

/** /pages/user/order/comment?id=: review every item of a received order at once. */
export default function UserOrderCommentPage() {
  return (
    <RecordPage notFound="orders:details.notFound">
      {(id) => <ReviewFormView key={id} id={id} />}
    </RecordPage>
  );
}
