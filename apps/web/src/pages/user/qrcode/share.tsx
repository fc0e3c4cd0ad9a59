import { PageShell } from '../../../components/layout/page-shell';
import { SharePoster } from '../../../features/team/components/share-poster';

/** /pages/user/qrcode/share: the share poster and my invitation link (carrying my id as pid). */
export default function UserQrcodeSharePage() {
  return (
    <PageShell>
      <SharePoster />
    </PageShell>
  );
}
