import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/money: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyMoneyPage() {
  return <ComingSoonPage area="wallet" />;
}
