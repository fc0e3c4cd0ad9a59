import { QueryFailedView } from './load-failed-view';
import { PageLoadingView } from './page-loading-view';
import { PageShell } from './page-shell';

/** A page whose query has no data yet: the loading view, or the failure with a retry. */
export function QueryWaitPage({
  query,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
}) {
  return (
    <PageShell>
      {query.isPending ? <PageLoadingView /> : <QueryFailedView query={query} />}
    </PageShell>
  );
}
