import { RequestListPage } from '../../../features/service-requests/components/request-pages';

/** /pages/user/complaint/lists. */
export default function UserComplaintListsPage() {
  return <RequestListPage kind="complaint" />;
}
