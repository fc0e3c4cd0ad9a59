import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/lvsejifen: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyLvsejifenPage() {
  return <ComingSoonPage area="wallet" />;
}
