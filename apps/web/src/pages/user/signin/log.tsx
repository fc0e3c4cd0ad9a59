import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/signin/log: arrives with the growth issue; until then a titled, empty page. */
export default function UserSigninLogPage() {
  return <ComingSoonPage area="growth" />;
}
