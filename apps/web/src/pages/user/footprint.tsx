import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/footprint: arrives with the catalog issue; until then a titled, empty page. */
export default function UserFootprintPage() {
  return <ComingSoonPage area="catalog" />;
}
