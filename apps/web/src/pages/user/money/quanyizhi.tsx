import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/money/quanyizhi: arrives with the wallet issue; until then a titled, empty page. */
export default function UserMoneyQuanyizhiPage() {
  return <ComingSoonPage area="wallet" />;
}
