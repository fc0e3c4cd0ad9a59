import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/bank/add: arrives with the wallet issue; until then a titled, empty page. */
export default function UserBankAddPage() {
  return <ComingSoonPage area="wallet" />;
}
