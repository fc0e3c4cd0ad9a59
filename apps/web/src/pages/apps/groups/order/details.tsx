import { Navigate, useSearchParams } from 'react-router';
import { PAGES } from '../../../../lib/paths';

/** /pages/apps/groups/order/details?id=: a group order is an order; the orders page shows it. */
export default function AppsGroupsDetailsPage() {
  const [params] = useSearchParams();
  return <Navigate replace to={`${PAGES.orderDetails}?id=${params.get('id') ?? ''}`} />;
}
