import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/tuanduijiangjinchi: arrives with the growth issue; until then a titled, empty page. */
export default function UserTuanduijiangjinchiPage() {
  return <ComingSoonPage area="growth" />;
}
