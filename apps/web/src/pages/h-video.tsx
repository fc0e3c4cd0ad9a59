import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /pages/hVideo: arrives with the media issue; until then a titled, empty page. */
export default function HVideoPage() {
  return <ComingSoonPage area="media" />;
}
