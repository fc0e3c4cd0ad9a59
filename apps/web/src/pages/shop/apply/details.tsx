import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/shop/apply/details: arrives with the shops issue; until then a titled, empty page. */
export default function ShopApplyDetailsPage() {
  return <ComingSoonPage area="shops" />;
}
