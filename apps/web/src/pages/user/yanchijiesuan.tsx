import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/yanchijiesuan: arrives with the growth issue; until then a titled, empty page. */
export default function UserYanchijiesuanPage() {
  return <ComingSoonPage area="growth" />;
}
