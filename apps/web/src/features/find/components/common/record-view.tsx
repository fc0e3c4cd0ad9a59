import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailedView } from '../../../../components/layout/load-failed-view';
import { EmptyState } from '../../../../components/ui/empty-state';
import type { IconName } from '../../../../components/ui/icon';
import { ListSkeleton } from '../../../../components/ui/list-skeleton';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { ApiError } from '@cloudmall/client';
import { PAGES } from '../../../../lib/paths';

/** Answers meaning "this is gone": an empty state with a way back to Discover, not a retry. */
const GONE = new Set(['post_not_found', 'live_not_found', 'chat_user_not_found']);

/** The "nothing to show" state, also for a page opened without a valid `?id=`. */
export function GoneState({
  icon,
  title,
  description,
}: {
  icon: IconName;
  title: string;
  description?: string;
}) {
  const { t } = useTranslation('find');
  return (
    <EmptyState icon={icon} title={title} description={description ?? t('gone.description')}>
      <DiscoverButton>{t('gone.toDiscover')}</DiscoverButton>
    </EmptyState>
  );
}

/** Back to Discover, in place of this page (an outlined button). */
export function DiscoverButton({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <PrimaryButton
      variant="outline"
      onClick={() => void navigate(PAGES.findList, { replace: true })}
    >
      {children}
    </PrimaryButton>
  );
}

interface RecordViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  icon: IconName;
  skeleton?: ReactNode;
}

/** One record's loading, failure (retry), gone and loaded states. */
export function RecordView<T>({ query, children, icon, skeleton }: RecordViewProps<T>) {
  if (query.isPending) return skeleton ?? <ListSkeleton />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && GONE.has(error.messageKey ?? ''))
      return <GoneState icon={icon} title={error.text} />;
    return (
      <LoadFailedView
        message={error instanceof ApiError ? error.text : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
