import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryFailedView } from '../../components/layout/load-failed-view';
import { PageShell } from '../../components/layout/page-shell';
import { EmptyState } from '../../components/ui/empty-state';
import { RefreshList } from '../../components/ui/refresh-list';
import { fetchDecoratedPage } from '../../features/content/api/content-api';
import { HomeSkeleton } from '../../features/home/components/home-skeleton';
import { ModuleView } from '../../features/home/components/module-view';
import { readModules } from '../../features/home/home-modules';

/** /pages/page/index?id=: a decorated page (campaigns, landing pages) drawn from data like home. */
export default function DecoratedPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const page = useQuery({
    queryKey: ['content', 'page', id],
    queryFn: () => fetchDecoratedPage(id),
    enabled: id !== '',
    retry: false,
  });
  const modules = useMemo(() => readModules(page.data?.item ?? []), [page.data]);
  const title = typeof page.data?.page.title === 'string' ? page.data.page.title : undefined;

  return (
    <PageShell title={title}>
      <RefreshList onRefresh={async () => void (await page.refetch())}>
        {id !== '' && page.isPending && <HomeSkeleton />}
        {page.isError && <QueryFailedView query={page} />}
        {(id === '' || (page.isSuccess && modules.length === 0)) && (
          <EmptyState
            icon="home"
            title={t('home.emptyTitle')}
            description={t('home.emptyDescription')}
          />
        )}
        {modules.map((module) => (
          <ModuleView key={module.key} module={module} />
        ))}
      </RefreshList>
    </PageShell>
  );
}
