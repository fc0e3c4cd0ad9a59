import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/address/address: arrives with the orders issue; until then a titled, empty page. */
export default function UserAddressAddressPage() {
  return <ComingSoonPage area="orders" />;
}
