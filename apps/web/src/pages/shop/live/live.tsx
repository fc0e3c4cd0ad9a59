import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/shop/live/live: arrives with the media issue; until then a titled, empty page. */
export default function ShopLiveLivePage() {
  return <ComingSoonPage area="media" />;
}
