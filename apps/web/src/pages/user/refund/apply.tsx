import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/refund/apply: arrives with the refunds issue; until then a titled, empty page. */
export default function UserRefundApplyPage() {
  return <ComingSoonPage area="refunds" />;
}
