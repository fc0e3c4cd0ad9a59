import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/help: arrives with the service issue; until then a titled, empty page. */
export default function UserHelpPage() {
  return <ComingSoonPage area="service" />;
}
