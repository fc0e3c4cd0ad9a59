import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/complaint/complaint: arrives with the service issue; until then a titled, empty page. */
export default function UserComplaintComplaintPage() {
  return <ComingSoonPage area="service" />;
}
