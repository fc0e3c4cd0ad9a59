import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/apps/find/user-follow: arrives with the find issue; until then a titled, empty page. */
export default function AppsFindUserFollowPage() {
  return <ComingSoonPage area="find" />;
}
