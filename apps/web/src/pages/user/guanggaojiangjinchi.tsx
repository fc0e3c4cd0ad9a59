import { ComingSoonPage } from '../../components/layout/coming-soon-page';

/** /pages/user/guanggaojiangjinchi: arrives with the growth issue; until then a titled, empty page. */
export default function UserGuanggaojiangjinchiPage() {
  return <ComingSoonPage area="growth" />;
}
