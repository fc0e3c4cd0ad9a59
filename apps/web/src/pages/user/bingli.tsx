import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/bingli: arrives with the service issue; until then a titled, empty page. */
export default function UserBingliPage() {
  return <ComingSoonPage area="service" />;
}
