import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /pages/CVideo: arrives with the media issue; until then a titled, empty page. */
export default function CVideoPage() {
  return <ComingSoonPage area="media" />;
}
