import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/butie: arrives with the growth issue; until then a titled, empty page. */
export default function UserButiePage() {
  return <ComingSoonPage area="growth" />;
}
