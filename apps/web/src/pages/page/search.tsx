import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/page/search: arrives with the catalog issue; until then a titled, empty page. */
export default function PageSearchPage() {
  return <ComingSoonPage area="catalog" />;
}
