import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/select: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneySelectPage() {
  return <ComingSoonPage area="wallet" />;
}
