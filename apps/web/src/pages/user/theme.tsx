import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/theme: arrives with the account issue; until then a titled, empty page. */
export default function UserThemePage() {
  return <ComingSoonPage area="account" />;
}
