import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../components/layout/page-shell';
import { QueryFailedView } from '../components/layout/load-failed-view';
import { EmptyState } from '../components/ui/empty-state';
import { Icon } from '../components/ui/icon';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { catalogQueries } from '../features/catalog/api/catalog-queries';
import { CategoryBrowser } from '../features/catalog/components/category/category-browser';
import styles from './category.module.css';
import { PAGES } from '../lib/paths';

/** /pages/category (Robot tab): a search entry and the category browser; a category opens its product list. */
export default function CategoryPage() {
  const { t } = useTranslation('catalog');
  const query = useQuery(catalogQueries.categories());
  return (
    <PageShell background="white">
      <Link to={PAGES.search} className={styles.search}>
        <Icon name="search" size={18} />
        {t('search.placeholder')}
      </Link>
      {query.isPending ? (
        <ListSkeleton rows={6} />
      ) : query.isError ? (
        <QueryFailedView query={query} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon="grid"
          title={t('category.emptyTitle')}
          description={t('category.emptyDescription')}
        />
      ) : (
        <CategoryBrowser tree={query.data} />
      )}
    </PageShell>
  );
}
