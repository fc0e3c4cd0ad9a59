import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/list: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyListPage() {
  return <ComingSoonPage area="wallet" />;
}
