import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/shop/product-list: arrives with the catalog issue; until then a titled, empty page. */
export default function ShopProductListPage() {
  return <ComingSoonPage area="catalog" />;
}
