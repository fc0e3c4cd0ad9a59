import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/refund/details: arrives with the refunds issue; until then a titled, empty page. */
export default function UserRefundDetailsPage() {
  return <ComingSoonPage area="refunds" />;
}
