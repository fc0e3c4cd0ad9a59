import { RequestListPage } from '../../../features/service-requests/components/request-pages';

/** /pages/user/feedback/lists. */
export default function UserFeedbackListsPage() {
  return <RequestListPage kind="feedback" />;
}
