import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { ArticleFeed } from '../../features/content/components/articles/article-feed';
import {
  ARTICLE_CATEGORIES,
  ArticleTabs,
} from '../../features/content/components/articles/article-tabs';

/** /pages/article/list?category=: news, help and notice articles in tabs, paged. */
export default function ArticleListPage() {
  const [params, setParams] = useSearchParams();
  const category = ARTICLE_CATEGORIES.find((item) => item === params.get('category')) ?? 'news';
  return (
    <PageShell>
      <ArticleTabs
        value={category}
        onChange={(next) => setParams({ category: next }, { replace: true })}
      />
      <ArticleFeed key={category} category={category} />
    </PageShell>
  );
}
