import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/distribution/distribution: arrives with the growth issue; until then a titled, empty page. */
export default function UserDistributionDistributionPage() {
  return <ComingSoonPage area="growth" />;
}
