import { RequestFormPage } from '../../../features/service-requests/components/request-pages';

/** /pages/user/complaint/complaint. */
export default function UserComplaintComplaintPage() {
  return <RequestFormPage kind="complaint" />;
}
