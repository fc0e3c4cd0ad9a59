import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { articleQueries } from '../../features/content/api/article-queries';
import { RecordQueryView } from '../../features/catalog/components/query-view';
import { queryId } from '../../lib/query-id';
import { ArticleView } from '../../features/content/components/articles/article-view';

/** /pages/article/details?id&title: the article (title from the query first), content sanitised. */
export default function ArticleDetailsPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  const query = useQuery({ ...articleQueries.article(id ?? 0), enabled: id !== undefined });
  const title = query.data?.title || params.get('title')?.slice(0, 80) || undefined;
  return (
    <PageShell title={title} background="white">
      <RecordQueryView
        id={id}
        query={query}
        icon="bill"
        missing={{
          title: t('articles.missingTitle'),
          description: t('articles.missingDescription'),
        }}
      >
        {(article) => <ArticleView article={article} />}
      </RecordQueryView>
    </PageShell>
  );
}
