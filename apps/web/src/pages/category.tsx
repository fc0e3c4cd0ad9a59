import type { PageModule } from '@cloudmall/contract';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { QueryFailedView } from '../components/layout/load-failed-view';
import { EmptyState } from '../components/ui/empty-state';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { catalogQueries } from '../features/catalog/api/catalog-queries';
import { CategoryBrowser } from '../features/catalog/components/category/category-browser';
import { ModuleView } from '../features/home/components/module-view';
import { readModules } from '../features/home/home-modules';
import { useAppStore } from '../stores/app-store';

/** Before start-up data arrives (or from a server without category modules): search and browser. */
const FALLBACK: PageModule[] = [
  { type: 'search', style: { paddingTop: 5, paddingBottom: 5 }, params: {}, data: [] },
  { type: 'category', style: {}, params: {}, data: [] },
];

/** The configured modules split at each `category` module (the browser goes there). */
function runsOf(items: PageModule[]): PageModule[][] {
  const runs: PageModule[][] = [[]];
  for (const item of items) {
    if (item.type === 'category') runs.push([]);
    else runs[runs.length - 1]!.push(item);
  }
  return runs;
}

function Browser() {
  const { t } = useTranslation('catalog');
  const query = useQuery(catalogQueries.categories());
  if (query.isPending) return <ListSkeleton rows={6} />;
  if (query.isError) return <QueryFailedView query={query} />;
  if (query.data.length === 0)
    return (
      <EmptyState
        icon="grid"
        title={t('category.emptyTitle')}
        description={t('category.emptyDescription')}
      />
    );
  return <CategoryBrowser tree={query.data} />;
}

/**
 * /pages/category (Robot tab): the modules the admin configured (`modulesData.categoryPage` of
 * common/init: search, adverts, titles…) in order; a `category` module is the category browser,
 * whose category opens its product list.
 */
export default function CategoryPage() {
  const configured = useAppStore((state) => state.modulesData.categoryPage?.item);
  const runs = runsOf(configured?.length ? configured : FALLBACK);
  return (
    <PageShell background="white">
      {runs.map((run, index) => (
        <Fragment key={index}>
          {index > 0 && <Browser />}
          {readModules(run).map((module) => (
            <ModuleView key={module.key} module={module} />
          ))}
        </Fragment>
      ))}
    </PageShell>
  );
}
