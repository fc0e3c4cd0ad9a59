import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /pages/cart1: arrives with the devices issue; until then a titled, empty page. */
export default function Cart1Page() {
  return <ComingSoonPage area="devices" />;
}
