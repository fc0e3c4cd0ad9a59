import { DistributorView } from '../../../features/membership/components/distributor-view';

/** /pages/user/distributor/distributor (members): apply, the application's state, the centre. */
export default function UserDistributorDistributorPage() {
  return <DistributorView />;
}
