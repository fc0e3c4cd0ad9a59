import { ComingSoonPage } from '../../../components/layout/coming-soon-page';

/** /pages/user/qrcode/share: arrives with the growth issue; until then a titled, empty page. */
export default function UserQrcodeSharePage() {
  return <ComingSoonPage area="growth" />;
}
