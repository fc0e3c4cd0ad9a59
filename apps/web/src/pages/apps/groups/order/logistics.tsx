import { ComingSoonPage } from '../../../../components/layout/coming-soon-page';

/** /pages/apps/groups/order/logistics: arrives with the groups issue; until then a titled, empty page. */
export default function AppsGroupsOrderLogisticsPage() {
  return <ComingSoonPage area="groups" />;
}
