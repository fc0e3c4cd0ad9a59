import { ComingSoonPage } from '../../../../components/layout/coming-soon-page';

/** /pages/apps/find/details/details: arrives with the find issue; until then a titled, empty page. */
export default function AppsFindDetailsDetailsPage() {
  return <ComingSoonPage area="find" />;
}
