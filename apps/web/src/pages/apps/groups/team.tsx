import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/apps/groups/team: arrives with the groups issue; until then a titled, empty page. */
export default function AppsGroupsTeamPage() {
  return <ComingSoonPage area="groups" />;
}
