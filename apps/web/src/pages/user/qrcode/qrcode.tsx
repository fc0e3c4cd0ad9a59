import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/qrcode/qrcode: arrives with the growth issue; until then a titled, empty page. */
export default function UserQrcodeQrcodePage() {
  return <ComingSoonPage area="growth" />;
}
