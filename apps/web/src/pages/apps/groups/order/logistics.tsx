import { Navigate, useSearchParams } from 'react-router';

/** /pages/apps/groups/order/logistics?id=: a group order is an order; the orders page shows it. */
export default function AppsGroupsLogisticsPage() {
  const [params] = useSearchParams();
  return <Navigate replace to={`/pages/user/order/logistics?id=${params.get('id') ?? ''}`} />;
}
