import { ComingSoonPage } from '../../../../components/layout/coming-soon-page';

/** /pages/apps/groups/order/comment: arrives with the groups issue; until then a titled, empty page. */
export default function AppsGroupsOrderCommentPage() {
  return <ComingSoonPage area="groups" />;
}
