import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /choose-location: arrives with the location issue; until then a titled, empty page. */
export default function SystemChooseLocationPage() {
  return <ComingSoonPage area="location" />;
}
