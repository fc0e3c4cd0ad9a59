import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/collect: arrives with the catalog issue; until then a titled, empty page. */
export default function UserCollectPage() {
  return <ComingSoonPage area="catalog" />;
}
