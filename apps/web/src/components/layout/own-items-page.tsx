import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../ui/empty-state';
import { GoButton } from '../ui/go-button';
import type { IconName } from '../ui/icon';
import { ListSkeleton } from '../ui/list-skeleton';
import { RefreshList } from '../ui/refresh-list';
import { QueryFailedView } from './load-failed-view';
import { PageShell } from './page-shell';
import styles from './own-items-page.module.css';

interface OwnItemsPageProps<T> {
  query: UseQueryResult<T[]>;
  onRefresh: () => Promise<void>;
  skeletonRows: number;
  /** Where an item is added: the bar's short link and the button under the list (or the empty state). */
  add: { to: string; label: string; shortLabel: string };
  empty: { icon: IconName; title: string; description: string };
  /** The loaded items, at least one. */
  children: (items: T[]) => ReactNode;
}

/**
 * A page of the member's own items (addresses, bank accounts): loading, failed and empty states under
 * pull-to-refresh, and a way to add one in the bar and under the list.
 */
export function OwnItemsPage<T>({
  query,
  onRefresh,
  skeletonRows,
  add,
  empty,
  children,
}: OwnItemsPageProps<T>) {
  const body = () => {
    if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
    if (!query.data) {
      return <QueryFailedView query={query} />;
    }
    if (query.data.length === 0) {
      return (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description}>
          <GoButton to={add.to}>{add.label}</GoButton>
        </EmptyState>
      );
    }
    return (
      <>
        {children(query.data)}
        <div className={styles.footer}>
          <GoButton variant="outline" to={add.to}>
            + {add.label}
          </GoButton>
        </div>
      </>
    );
  };

  return (
    <PageShell
      right={
        <Link to={add.to} className="cm-text-button">
          {add.shortLabel}
        </Link>
      }
    >
      <RefreshList onRefresh={onRefresh}>{body()}</RefreshList>
    </PageShell>
  );
}
