import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/apps/find/list: arrives with the find issue; until then a titled, empty page. */
export default function AppsFindListPage() {
  return <ComingSoonPage area="find" />;
}
