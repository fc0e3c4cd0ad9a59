import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/st: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyStPage() {
  return <ComingSoonPage area="wallet" />;
}
