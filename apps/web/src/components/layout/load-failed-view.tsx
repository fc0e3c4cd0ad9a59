import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/empty-state';
import { PrimaryButton } from '../ui/primary-button';

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
