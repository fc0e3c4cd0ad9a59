import { PageShell } from '../../../components/layout/page-shell';
import { MemberCodeView } from '../../../features/team/components/member-code-view';

/** /pages/user/qrcode/usercode: my member code (scanned to send me a transfer). */
export default function UserQrcodeUsercodePage() {
  return (
    <PageShell>
      <MemberCodeView />
    </PageShell>
  );
}
