import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/product/goods: arrives with the catalog issue; until then a titled, empty page. */
export default function ProductGoodsPage() {
  return <ComingSoonPage area="catalog" />;
}
