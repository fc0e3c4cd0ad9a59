import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/address/addressManage: arrives with the orders issue; until then a titled, empty page. */
export default function UserAddressAddressManagePage() {
  return <ComingSoonPage area="orders" />;
}
