import { ConsultationPage } from '../../features/service-requests/components/request-pages';

/** /pages/user/bingli: expert consultation, asked and answered. */
export default function UserBingliPage() {
  return <ConsultationPage />;
}
