import { ComingSoonPage } from '../../../../components/layout/coming-soon-page';

/** /pages/apps/find/details/live: arrives with the find issue; until then a titled, empty page. */
export default function AppsFindDetailsLivePage() {
  return <ComingSoonPage area="find" />;
}
