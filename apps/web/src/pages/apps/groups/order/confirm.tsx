import { ComingSoonPage } from '../../../../components/layout/coming-soon-page';

/** /pages/apps/groups/order/confirm: arrives with the groups issue; until then a titled, empty page. */
export default function AppsGroupsOrderConfirmPage() {
  return <ComingSoonPage area="groups" />;
}
