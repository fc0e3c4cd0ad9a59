import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/feedback/lists: arrives with the service issue; until then a titled, empty page. */
export default function UserFeedbackListsPage() {
  return <ComingSoonPage area="service" />;
}
