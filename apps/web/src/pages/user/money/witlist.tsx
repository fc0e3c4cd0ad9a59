import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/witlist: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyWitlistPage() {
  return <ComingSoonPage area="wallet" />;
}
