import { PageShell } from '../../../components/layout/page-shell';
import { InviteQrView } from '../../../features/team/components/invite-qr-view';

/** /pages/user/qrcode/qrcode: my invitation QR code. */
export default function UserQrcodeQrcodePage() {
  return (
    <PageShell>
      <InviteQrView />
    </PageShell>
  );
}
