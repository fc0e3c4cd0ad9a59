import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/shop/apply/apply: arrives with the shops issue; until then a titled, empty page. */
export default function ShopApplyApplyPage() {
  return <ComingSoonPage area="shops" />;
}
