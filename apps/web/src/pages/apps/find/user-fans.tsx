import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/apps/find/user-fans: arrives with the find issue; until then a titled, empty page. */
export default function AppsFindUserFansPage() {
  return <ComingSoonPage area="find" />;
}
