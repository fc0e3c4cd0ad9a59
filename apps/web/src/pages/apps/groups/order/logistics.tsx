import { Navigate, useSearchParams } from 'react-router';
import { PAGES } from '../../../../lib/paths';

/** /pages/apps/groups/order/logistics?id=: a group order is an order; the orders page shows it. */
export default function AppsGroupsLogisticsPage() {
  const [params] = useSearchParams();
  return <Navigate replace to={`${PAGES.orderLogistics}?id=${params.get('id') ?? ''}`} />;
}
