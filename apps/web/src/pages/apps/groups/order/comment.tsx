import { Navigate, useSearchParams } from 'react-router';
import { PAGES } from '../../../../lib/paths';

/** /pages/apps/groups/order/comment?id=: a group order is an order; the orders page shows it. */
export default function AppsGroupsCommentPage() {
  const [params] = useSearchParams();
  return <Navigate replace to={`${PAGES.orderComment}?id=${params.get('id') ?? ''}`} />;
}
