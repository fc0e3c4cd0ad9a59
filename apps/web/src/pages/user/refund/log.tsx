import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/refund/log: arrives with the refunds issue; until then a titled, empty page. */
export default function UserRefundLogPage() {
  return <ComingSoonPage area="refunds" />;
}
