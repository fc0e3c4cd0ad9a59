import { PageShell } from '../../components/layout/page-shell';
import { MyVideos } from '../../features/find/components/my/my-videos';

/** /pages/user/myvideo (members): my video posts, with delete. */
export default function UserMyvideoPage() {
  return (
    <PageShell>
      <MyVideos />
    </PageShell>
  );
}
