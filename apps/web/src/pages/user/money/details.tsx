import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/details: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyDetailsPage() {
  return <ComingSoonPage area="wallet" />;
}
