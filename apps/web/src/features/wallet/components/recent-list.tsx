import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecentNote } from './recent-note';

interface RecentListProps<T> {
  query: UseQueryResult<{ data: T[] }>;
  emptyText: string;
  /** The card's `note` (its one-line state) and `list` classes. */
  styles: { readonly [name: string]: string | undefined };
  renderRow: (row: T) => ReactNode;
}

/** A recent-records card's body: its state line, then the rows once there are any. */
export function RecentList<T>({ query, emptyText, styles, renderRow }: RecentListProps<T>) {
  const rows = query.data?.data ?? [];
  return (
    <>
      <RecentNote
        query={query}
        empty={query.isSuccess && rows.length === 0}
        emptyText={emptyText}
        className={styles.note}
      />
      {rows.length > 0 && <ul className={styles.list}>{rows.map(renderRow)}</ul>}
    </>
  );
}
