import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /pages/find: arrives with the find issue; until then a titled, empty page. */
export default function FindPage() {
  return <ComingSoonPage area="find" />;
}
