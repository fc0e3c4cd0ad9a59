import { PageShell } from '../components/layout/page-shell';
import { ArticleFeed } from '../features/content/components/articles/article-feed';

/** /pages/newsc: the news as a compact list of headlines, paged. */
export default function NewscPage() {
  return (
    <PageShell>
      <div className="cm-first-card" />
      <ArticleFeed category="news" compact />
    </PageShell>
  );
}
