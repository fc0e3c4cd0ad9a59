import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/product/list: arrives with the catalog issue; until then a titled, empty page. */
export default function ProductListPage() {
  return <ComingSoonPage area="catalog" />;
}
