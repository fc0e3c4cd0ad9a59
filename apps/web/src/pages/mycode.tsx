import { ComingSoonPage } from '../components/layout/coming-soon-page';

/** /pages/mycode: arrives with the devices issue; until then a titled, empty page. */
export default function MycodePage() {
  return <ComingSoonPage area="devices" />;
}
