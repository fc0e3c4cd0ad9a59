import { useQueryClient } from '@tanstack/react-query';
import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { toastError } from '../../../components/ui/toast';
import { orderKeys } from '../../../features/orders/api/order-queries';
import { MyReviewList } from '../../../features/orders/components/my-review-list';

/** /pages/user/comment/comment: my reviews; pull down to refresh, more at reach-bottom (150). */
export default function UserCommentCommentPage() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient
      .refetchQueries({ queryKey: orderKeys.myReviews(), type: 'active' }, { throwOnError: true })
      .catch(toastError);
  };
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        <MyReviewList />
      </RefreshList>
    </PageShell>
  );
}
