import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/feedback/feedback: arrives with the service issue; until then a titled, empty page. */
export default function UserFeedbackFeedbackPage() {
  return <ComingSoonPage area="service" />;
}
