import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/pay: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyPayPage() {
  return <ComingSoonPage area="wallet" />;
}
