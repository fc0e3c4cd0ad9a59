import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/withdraw_score: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyWithdrawScorePage() {
  return <ComingSoonPage area="wallet" />;
}
