import { PageShell } from '../components/layout/page-shell';
import { FeedList } from '../features/find/components/feed/feed-list';

/** /pages/video: the video posts as a grid; a tile opens the full-screen player there. */
export default function VideoPage() {
  return (
    <PageShell>
      <FeedList type="video" videoHref={(post) => `/pages/hVideo?id=${post.id}`} />
    </PageShell>
  );
}
