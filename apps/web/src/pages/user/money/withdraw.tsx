import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/withdraw: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyWithdrawPage() {
  return <ComingSoonPage area="wallet" />;
}
