import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/refund/lists: arrives with the refunds issue; until then a titled, empty page. */
export default function UserRefundListsPage() {
  return <ComingSoonPage area="refunds" />;
}
