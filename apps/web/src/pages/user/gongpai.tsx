import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/gongpai: arrives with the growth issue; until then a titled, empty page. */
export default function UserGongpaiPage() {
  return <ComingSoonPage area="growth" />;
}
