import { PurchaseView } from '../../../features/membership/components/purchase-view';

/** /pages/user/distributor/purchase (members): goods at the distributor price for distributors. */
export default function UserDistributorPurchasePage() {
  return <PurchaseView />;
}
