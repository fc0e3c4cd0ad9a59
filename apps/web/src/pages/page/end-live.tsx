import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/page/end_live: arrives with the media issue; until then a titled, empty page. */
export default function PageEndLivePage() {
  return <ComingSoonPage area="media" />;
}
