import { RequestFormPage } from '../../../features/service-requests/components/request-pages';

/** /pages/user/feedback/feedback. */
export default function UserFeedbackFeedbackPage() {
  return <RequestFormPage kind="feedback" />;
}
