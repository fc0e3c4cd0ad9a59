import { PageShell } from '../components/layout/page-shell';
import { ArticleFeed } from '../features/content/components/articles/article-feed';

/** /pages/news: the news articles with pictures and summaries, paged. */
export default function NewsPage() {
  return (
    <PageShell>
      <div className="cm-first-card" />
      <ArticleFeed category="news" />
    </PageShell>
  );
}
