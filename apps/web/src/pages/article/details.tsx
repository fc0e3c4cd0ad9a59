import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { catalogQueries } from '../../features/catalog/api/catalog-queries';
import { MissingRecord, QueryView } from '../../features/catalog/components/query-view';
import { positiveId } from '../../features/catalog/query-id';
import { ArticleView } from '../../features/content/components/articles/article-view';

/** /pages/article/details?id&title: the article (title from the query first), content sanitised. */
export default function ArticleDetailsPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const query = useQuery({ ...catalogQueries.article(id ?? 0), enabled: id !== undefined });
  const title = query.data?.title || params.get('title')?.slice(0, 80) || undefined;
  return (
    <PageShell title={title} background="white">
      {id ? (
        <QueryView query={query} goneIcon="bill">
          {(article) => <ArticleView article={article} />}
        </QueryView>
      ) : (
        <MissingRecord
          icon="bill"
          title={t('articles.missingTitle')}
          description={t('articles.missingDescription')}
        />
      )}
    </PageShell>
  );
}
