import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /pages/shop: arrives with the investment issue; until then a titled, empty page. */
export default function ShopPage() {
  return <ComingSoonPage area="investment" />;
}
