import { ComingSoonPage } from '../../../../components/layout/coming-soon-page';

/** /pages/apps/groups/order/details: arrives with the groups issue; until then a titled, empty page. */
export default function AppsGroupsOrderDetailsPage() {
  return <ComingSoonPage area="groups" />;
}
