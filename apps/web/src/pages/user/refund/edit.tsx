import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/refund/edit: arrives with the refunds issue; until then a titled, empty page. */
export default function UserRefundEditPage() {
  return <ComingSoonPage area="refunds" />;
}
