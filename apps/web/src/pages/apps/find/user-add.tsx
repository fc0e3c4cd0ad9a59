import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/apps/find/user-add: arrives with the find issue; until then a titled, empty page. */
export default function AppsFindUserAddPage() {
  return <ComingSoonPage area="find" />;
}
