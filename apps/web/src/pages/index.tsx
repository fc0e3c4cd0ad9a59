import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { LoadFailedView } from '../components/layout/load-failed-view';
import { EmptyState } from '../components/ui/empty-state';
import { RefreshList } from '../components/ui/refresh-list';
import { toastError } from '../components/ui/toast';
import { ApiError } from '@cloudmall/client';
import { HomeSkeleton } from '../features/home/components/home-skeleton';
import { ModuleView } from '../features/home/components/module-view';
import { useHomeModules } from '../features/home/use-home-modules';

/**
 * / and /pages/index (Home tab): the decorated modules of common/init drawn from data (search,
 * banners, menu, headlines, goods, pictures, titles, spacing, categories, "guess you like"), pull to
 * refresh, a skeleton while they first load and an error view with retry.
 */
export default function IndexPage() {
  const { t } = useTranslation('catalog');
  const home = useHomeModules();
  return (
    <PageShell title={home.title || undefined} tone="brand">
      <div style={home.background}>
        <RefreshList onRefresh={() => home.refresh().catch(toastError)}>
          {home.status === 'loading' && <HomeSkeleton />}
          {home.status === 'error' && (
            <LoadFailedView
              message={home.error instanceof ApiError ? home.error.text : undefined}
              onRetry={home.retry}
            />
          )}
          {home.status === 'empty' && (
            <EmptyState
              icon="home"
              title={t('home.emptyTitle')}
              description={t('home.emptyDescription')}
            />
          )}
          {home.status === 'ready' &&
            home.modules.map((module) => <ModuleView key={module.key} module={module} />)}
        </RefreshList>
      </div>
    </PageShell>
  );
}
