import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { isChunkLoadError, PageLoadTimeoutError } from '../../lib/route-loading';
import { EmptyState } from '../ui/empty-state';
import { PrimaryButton } from '../ui/primary-button';
import { PageShell } from './page-shell';

/**
 * Spec §8 error view: a page whose code failed to load (ChunkLoadError, timeout) offers a reload,
 * which also picks up a new deployment; a page that crashed offers a retry.
 */
function PageErrorContent({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('common');
  const needsReload = isChunkLoadError(error) || error instanceof PageLoadTimeoutError;

  const retry = () => {
    if (needsReload) window.location.reload();
    else void navigate(`${location.pathname}${location.search}`, { replace: true });
  };

  return (
    <PageShell>
      <EmptyState
        icon={needsReload ? 'wifiOff' : 'alert'}
        title={t(needsReload ? 'pageLoad.chunkTitle' : 'pageLoad.errorTitle')}
        description={t(needsReload ? 'pageLoad.chunkDescription' : 'pageLoad.errorDescription')}
      >
        <PrimaryButton onClick={retry}>{t(needsReload ? 'actions.reload' : 'actions.retry')}</PrimaryButton>
        <PrimaryButton variant="outline" onClick={() => void navigate('/', { replace: true })}>
          {t('actions.home')}
        </PrimaryButton>
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
 * route whose `lazy` rejected as still loading, so the failure resolves to this page instead.
 */
export function createLoadFailurePage(error: unknown): ComponentType {
  function PageLoadFailure() {
    return <PageErrorContent error={error} />;
  }
  return PageLoadFailure;
}
