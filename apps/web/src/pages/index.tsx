import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /: arrives with the home issue; until then a titled, empty page. */
export default function IndexPage() {
  return <ComingSoonPage area="home" />;
}
