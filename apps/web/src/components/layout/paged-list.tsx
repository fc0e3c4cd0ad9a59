import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryFailedView } from './load-failed-view';
import { EmptyState } from '../ui/empty-state';
import type { IconName } from '../ui/icon';
import { ListSkeleton } from '../ui/list-skeleton';
import { LoadMore } from '../ui/load-more';
import { RefreshList } from '../ui/refresh-list';
import styles from './paged-list.module.css';

interface PageOf<T> {
  data: T[];
}

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<PageOf<T>>>;
  /** Renders one row (an `<li>` with its key) of the list (unused with `renderList`). */
  renderItem?: (item: T) => ReactNode;
  /** The list's own class, instead of the variant's (cards spaced by the feature's stylesheet). */
  listClassName?: string;
  empty: { icon: IconName; title: string; description?: string; action?: ReactNode };
  /** `card` puts the rows in one white card; `plain` leaves the rows (cards themselves) on the page. */
  variant?: 'card' | 'plain';
  /** Lays the loaded items out itself (grids); `renderItem` is then unused. */
  renderList?: (items: T[]) => ReactNode;
  /** Shown while the first page loads, instead of the row skeleton. */
  skeleton?: ReactNode;
}

/** A paged list's loading, failure, empty and loaded states, with the next page at reach-bottom. */
export function PagedList<T>({
  query,
  renderItem,
  listClassName,
  empty,
  variant = 'card',
  renderList,
  skeleton,
}: PagedListProps<T>) {
  if (query.isPending) return skeleton ?? <ListSkeleton />;
  if (query.isError && !query.data) {
    return <QueryFailedView query={query} />;
  }
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (items.length === 0) {
    return (
      <EmptyState icon={empty.icon} title={empty.title} description={empty.description}>
        {empty.action}
      </EmptyState>
    );
  }
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };
  return (
    <>
      {renderList ? (
        renderList(items)
      ) : (
        <ul className={listClassName ?? (variant === 'card' ? styles.card : styles.plain)}>
          {items.map((item) => renderItem?.(item))}
        </ul>
      )}
      <LoadMore hasMore={query.hasNextPage} onLoadMore={loadMore} />
    </>
  );
}

interface RefreshPagedListProps<T> extends PagedListProps<T> {
  /** One card gap below the bar (the default); `false`: none. */
  topGap?: boolean;
  /** What a pull reloads; by default the list itself. */
  onRefresh?: () => Promise<void>;
}

/** A paged list under pull-to-refresh. */
export function RefreshPagedList<T>({
  topGap = true,
  onRefresh,
  ...props
}: RefreshPagedListProps<T>) {
  return (
    <RefreshList onRefresh={onRefresh ?? (async () => void (await props.query.refetch()))}>
      {topGap && <div className="cm-first-card" />}
      <PagedList {...props} />
    </RefreshList>
  );
}
