import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/signin/signin: arrives with the growth issue; until then a titled, empty page. */
export default function UserSigninSigninPage() {
  return <ComingSoonPage area="growth" />;
}
