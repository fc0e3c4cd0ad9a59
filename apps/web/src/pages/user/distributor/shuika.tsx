import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/distributor/shuika: arrives with the growth issue; until then a titled, empty page. */
export default function UserDistributorShuikaPage() {
  return <ComingSoonPage area="growth" />;
}
