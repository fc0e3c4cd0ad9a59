import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/apps/groups/index: arrives with the groups issue; until then a titled, empty page. */
export default function AppsGroupsIndexPage() {
  return <ComingSoonPage area="groups" />;
}
