import { PageShell } from '../components/layout/page-shell';
import { FeedList } from '../features/find/components/feed/feed-list';
import { PAGES } from '../lib/paths';

/** /pages/video: the video posts as a grid; a tile opens the full-screen player there. */
export default function VideoPage() {
  return (
    <PageShell>
      <FeedList type="video" videoHref={(post) => `${PAGES.hVideo}?id=${post.id}`} />
    </PageShell>
  );
}
