import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/layout/paged-list';
import { articleQueries, type ArticleCategory } from '../../api/article-queries';
import { ArticleRow } from './article-row';

/** Published articles of a category, newest first, paged at reach-bottom. */
export function ArticleFeed({
  category,
  compact = false,
}: {
  category?: ArticleCategory;
  compact?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const query = useInfiniteQuery(articleQueries.articles(category));
  return (
    <PagedList
      query={query}
      renderItem={(article) => <ArticleRow key={article.id} article={article} compact={compact} />}
      empty={{
        icon: 'bill',
        title: t('articles.emptyTitle'),
        description: t('articles.emptyDescription'),
      }}
    />
  );
}
