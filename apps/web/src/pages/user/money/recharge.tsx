import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/recharge: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyRechargePage() {
  return <ComingSoonPage area="wallet" />;
}
