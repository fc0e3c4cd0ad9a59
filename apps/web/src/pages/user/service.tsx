import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/service: arrives with the service issue; until then a titled, empty page. */
export default function UserServicePage() {
  return <ComingSoonPage area="service" />;
}
