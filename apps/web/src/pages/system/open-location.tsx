import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /open-location: arrives with the location issue; until then a titled, empty page. */
export default function SystemOpenLocationPage() {
  return <ComingSoonPage area="location" />;
}
