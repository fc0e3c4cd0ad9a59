import { Navigate, useSearchParams } from 'react-router';

/** /pages/apps/groups/order/comment?id=: a group order is an order; the orders page shows it. */
export default function AppsGroupsCommentPage() {
  const [params] = useSearchParams();
  return <Navigate replace to={`/pages/user/order/comment?id=${params.get('id') ?? ''}`} />;
}
