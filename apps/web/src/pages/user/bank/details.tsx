import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/bank/details: arrives with the wallet issue; until then a titled, empty page. */
export default function UserBankDetailsPage() {
  return <ComingSoonPage area="wallet" />;
}
