import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/team: arrives with the growth issue; until then a titled, empty page. */
export default function UserTeamPage() {
  return <ComingSoonPage area="growth" />;
}
