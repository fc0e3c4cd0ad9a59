import { Navigate, useSearchParams } from 'react-router';

/** /pages/apps/groups/order/details?id=: a group order is an order; the orders page shows it. */
export default function AppsGroupsDetailsPage() {
  const [params] = useSearchParams();
  return <Navigate replace to={`/pages/user/order/details?id=${params.get('id') ?? ''}`} />;
}
