import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/empty-state';
import { PrimaryButton } from '../ui/primary-button';
import { ApiError } from '@cloudmall/client';

interface LoadFailedViewProps {
  onRetry: () => void;
  /** The failure text the request layer made (network, timeout, server message). */
  message?: string;
}

/** A section whose data could not be loaded: the spec's "load failed" with a retry. */
export function LoadFailedView({ onRetry, message }: LoadFailedViewProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      icon="wifiOff"
      title={t('loader.failedTitle')}
      description={message || t('loader.failedDescription')}
    >
      <PrimaryButton variant="outline" onClick={onRetry}>
        {t('actions.retry')}
      </PrimaryButton>
    </EmptyState>
  );
}

/** The load-failed view of a failed query: the request layer's text, and a refetch as the retry. */
export function QueryFailedView({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const message = query.error instanceof ApiError ? query.error.text : undefined;
  return <LoadFailedView message={message} onRetry={() => void query.refetch()} />;
}
