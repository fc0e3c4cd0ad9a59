import { ComingSoonPage } from '../../../../components/layout/coming-soon-page';

/** /pages/apps/find/details/video: arrives with the find issue; until then a titled, empty page. */
export default function AppsFindDetailsVideoPage() {
  return <ComingSoonPage area="find" />;
}
