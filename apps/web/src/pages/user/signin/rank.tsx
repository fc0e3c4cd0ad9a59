import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/signin/rank: arrives with the growth issue; until then a titled, empty page. */
export default function UserSigninRankPage() {
  return <ComingSoonPage area="growth" />;
}
