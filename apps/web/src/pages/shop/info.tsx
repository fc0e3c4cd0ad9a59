import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/shop/info: arrives with the shops issue; until then a titled, empty page. */
export default function ShopInfoPage() {
  return <ComingSoonPage area="shops" />;
}
