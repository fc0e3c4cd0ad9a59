import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /pages/cart: arrives with the devices issue; until then a titled, empty page. */
export default function CartPage() {
  return <ComingSoonPage area="devices" />;
}
