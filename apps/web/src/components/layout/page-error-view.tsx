import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { isChunkLoadError, PageLoadTimeoutError } from '../../lib/route-loading';
import { EmptyState } from '../ui/empty-state';
import { PrimaryButton } from '../ui/primary-button';
import { GoButton } from '../ui/go-button';
import { PageShell } from './page-shell';

/**
 * Spec §8 error view: a page whose code failed to load (ChunkLoadError, timeout) offers a reload,
 * which also picks up a new deployment; a page that crashed offers a retry.
 */
function PageErrorContent({
  error,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('common');
  const needsReload = isChunkLoadError(error) || error instanceof PageLoadTimeoutError;

  const retry = () => {
    if (onRetry) onRetry();
    else if (needsReload) window.location.reload();
    else void navigate(`${location.pathname}${location.search}`, { replace: true });
  };

  return (
    <PageShell>
      <EmptyState
        icon={needsReload ? 'wifiOff' : 'alert'}
        title={t(needsReload ? 'pageLoad.chunkTitle' : 'pageLoad.errorTitle')}
        description={t(needsReload ? 'pageLoad.chunkDescription' : 'pageLoad.errorDescription')}
      >
        <PrimaryButton onClick={retry} loading={retrying}>
          {t(needsReload ? 'actions.reload' : 'actions.retry')}
        </PrimaryButton>
        <GoButton variant="outline" to="/" replace>
          {t('actions.home')}
        </GoButton>
      </EmptyState>
    </PageShell>
  );
}

/** Route error boundary: a page that threw while rendering or loading its data. */
export function PageErrorView() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) && !isChunkLoadError(error)) console.error(error);
  return <PageErrorContent error={error} />;
}

/**
 * The page shown in place of one whose module could not be loaded. react-router keeps treating a
 * route whose `lazy` rejected as still loading, so the failure resolves to this page instead. Its
 * button loads the module again in place (a dropped connection, a refused file) and shows the page;
 * if that fails too, it reloads the app, which also picks up a new deployment.
 */
export function createLoadFailurePage(
  error: unknown,
  loadAgain?: () => Promise<{ default: ComponentType }>,
): ComponentType {
  let recovered: ComponentType | null = null;
  function PageLoadFailure() {
    const [page, setPage] = useState<ComponentType | null>(() => recovered);
    const [retrying, setRetrying] = useState(false);
    if (page) {
      const Page = page;
      return <Page />;
    }
    const retry = loadAgain
      ? () => {
          setRetrying(true);
          loadAgain().then(
            (module) => {
              recovered = module.default;
              setPage(() => module.default);
            },
            () => window.location.reload(),
          );
        }
      : undefined;
    return <PageErrorContent error={error} onRetry={retry} retrying={retrying} />;
  }
  return PageLoadFailure;
}
