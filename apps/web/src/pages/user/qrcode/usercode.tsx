import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/qrcode/usercode: arrives with the growth issue; until then a titled, empty page. */
export default function UserQrcodeUsercodePage() {
  return <ComingSoonPage area="growth" />;
}
