import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/apps/find/user: arrives with the find issue; until then a titled, empty page. */
export default function AppsFindUserPage() {
  return <ComingSoonPage area="find" />;
}
