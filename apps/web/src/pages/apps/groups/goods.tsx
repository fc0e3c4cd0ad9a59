import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/apps/groups/goods: arrives with the groups issue; until then a titled, empty page. */
export default function AppsGroupsGoodsPage() {
  return <ComingSoonPage area="groups" />;
}
