import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/service1: arrives with the service issue; until then a titled, empty page. */
export default function UserService1Page() {
  return <ComingSoonPage area="service" />;
}
