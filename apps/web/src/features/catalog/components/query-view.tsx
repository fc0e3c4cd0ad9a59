import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedView } from '../../../components/layout/load-failed-view';
import { DeadEnd } from '../../../components/ui/dead-end';
import type { IconName } from '../../../components/ui/icon';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { ApiError } from '@cloudmall/client';

/** Answers that mean "this thing is gone", shown as an empty state rather than a retry. */
const GONE = new Set(['goods_not_available', 'shop_not_found', 'article_not_found']);

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
  /** Icon of the "gone" state; its text is the server's translated message. */
  goneIcon: IconName;
}

/** One record's loading, failure (retry), gone (with a way home) and loaded states. */
export function QueryView<T>({ query, children, skeleton, goneIcon }: QueryViewProps<T>) {
  const { t } = useTranslation('catalog');
  if (query.isPending) return skeleton ?? <ListSkeleton />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && GONE.has(error.messageKey ?? '')) {
      return (
        <DeadEnd
          icon={goneIcon}
          title={error.text}
          description={t('gone.description')}
          to="/"
          action={t('gone.home')}
          outline
        />
      );
    }
    return (
      <LoadFailedView
        message={error instanceof ApiError ? error.text : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** A page opened without the record it needs (`?id=` missing or invalid). */
export function MissingRecord({
  icon,
  title,
  description,
}: {
  icon: IconName;
  title: string;
  description: string;
}) {
  const { t } = useTranslation('catalog');
  return (
    <DeadEnd
      icon={icon}
      title={title}
      description={description}
      to="/"
      action={t('gone.home')}
      outline
    />
  );
}

/**
 * A record named by the page's address: its query's states (the "gone" state with `icon`), or, with
 * no usable id, the missing state with the same icon.
 */
export function RecordQueryView<T>({
  id,
  query,
  icon,
  missing,
  children,
}: {
  id: number | undefined;
  query: UseQueryResult<T>;
  icon: IconName;
  missing: { title: string; description: string };
  children: (data: T) => ReactNode;
}) {
  return id ? (
    <QueryView query={query} goneIcon={icon}>
      {children}
    </QueryView>
  ) : (
    <MissingRecord icon={icon} {...missing} />
  );
}
