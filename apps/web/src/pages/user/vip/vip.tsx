import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/vip/vip: arrives with the growth issue; until then a titled, empty page. */
export default function UserVipVipPage() {
  return <ComingSoonPage area="growth" />;
}
