import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /pages/video: arrives with the media issue; until then a titled, empty page. */
export default function VideoPage() {
  return <ComingSoonPage area="media" />;
}
