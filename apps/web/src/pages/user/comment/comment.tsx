import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/comment/comment: arrives with the orders issue; until then a titled, empty page. */
export default function UserCommentCommentPage() {
  return <ComingSoonPage area="orders" />;
}
