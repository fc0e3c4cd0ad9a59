import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/distributor/purchase: arrives with the growth issue; until then a titled, empty page. */
export default function UserDistributorPurchasePage() {
  return <ComingSoonPage area="growth" />;
}
