import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/page/search_merchant: arrives with the catalog issue; until then a titled, empty page. */
export default function PageSearchMerchantPage() {
  return <ComingSoonPage area="catalog" />;
}
