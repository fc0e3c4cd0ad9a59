import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/complaint/lists: arrives with the service issue; until then a titled, empty page. */
export default function UserComplaintListsPage() {
  return <ComingSoonPage area="service" />;
}
