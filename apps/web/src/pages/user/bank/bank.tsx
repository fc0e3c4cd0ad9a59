import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/bank/bank: arrives with the wallet issue; until then a titled, empty page. */
export default function UserBankBankPage() {
  return <ComingSoonPage area="wallet" />;
}
