import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';

interface RecentNoteProps {
  query: UseQueryResult<unknown>;
  /** True when the loaded list has nothing to show. */
  empty: boolean;
  emptyText: string;
  className: string | undefined;
}

/** A recent-records card's one-line state: loading, failed (tap to retry) or nothing yet. */
export function RecentNote({ query, empty, emptyText, className }: RecentNoteProps) {
  const { t } = useTranslation('common');
  if (query.isPending)
    return (
      <p className={className}>
        <Spinner size={20} />
      </p>
    );
  if (query.isError)
    return (
      <button type="button" className={className} onClick={() => void query.refetch()}>
        {t('loader.failed')} · {t('actions.retry')}
      </button>
    );
  return empty ? <p className={className}>{emptyText}</p> : null;
}
