import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/usdttrcerc: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyUsdttrcercPage() {
  return <ComingSoonPage area="wallet" />;
}
