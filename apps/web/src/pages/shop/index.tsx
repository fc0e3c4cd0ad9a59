import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/shop/index: arrives with the shops issue; until then a titled, empty page. */
export default function ShopIndexPage() {
  return <ComingSoonPage area="shops" />;
}
