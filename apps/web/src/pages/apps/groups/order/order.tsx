import { ComingSoonPage } from '../../../../components/layout/coming-soon-page';

/** /pages/apps/groups/order/order: arrives with the groups issue; until then a titled, empty page. */
export default function AppsGroupsOrderOrderPage() {
  return <ComingSoonPage area="groups" />;
}
