import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/distributor/distributor: arrives with the growth issue; until then a titled, empty page. */
export default function UserDistributorDistributorPage() {
  return <ComingSoonPage area="growth" />;
}
