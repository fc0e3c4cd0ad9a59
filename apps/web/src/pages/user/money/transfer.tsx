import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/transfer: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyTransferPage() {
  return <ComingSoonPage area="wallet" />;
}
