import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { orderKeys } from '../../../features/orders/api/order-queries';
import { MyReviewList } from '../../../features/orders/components/my-review-list';
import { useRefetchOnScreen } from '../../../lib/queries/use-refetch-on-screen';

/** /pages/user/comment/comment: my reviews; pull down to refresh, more at reach-bottom (150). */
export default function UserCommentCommentPage() {
  const refresh = useRefetchOnScreen(orderKeys.myReviews());
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        <MyReviewList />
      </RefreshList>
    </PageShell>
  );
}
