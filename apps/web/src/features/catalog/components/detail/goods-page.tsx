import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordPage } from '../../../../components/layout/record-page';
import { useUserStore } from '../../../../stores/user-store';
import { MissingRecord, QueryView } from '../query-view';
import { GoodsDetailSkeleton } from './goods-detail-skeleton';

interface GoodsPageProps<T, K extends QueryKey> {
  /** The goods' query for the page's `?id=`. */
  load: (id: number) => UseQueryOptions<T, Error, T, K>;
  /** What the page says when its address names no goods. */
  missing: { title: string; description: string };
  /** The loaded goods' view. */
  children: (goods: T) => ReactNode;
}

/** A goods page by `?id=`: the detail skeleton, then the goods' view (or gone, or missing). */
export function GoodsPage<T, K extends QueryKey>({
  load,
  missing,
  children,
}: GoodsPageProps<T, K>) {
  return (
    <RecordPage missing={<MissingRecord icon="box" {...missing} />}>
      {(id) => <GoodsLoader key={id} id={id} load={load} view={children} />}
    </RecordPage>
  );
}

function GoodsLoader<T, K extends QueryKey>({
  id,
  load,
  view,
}: {
  id: number;
  load: GoodsPageProps<T, K>['load'];
  view: (goods: T) => ReactNode;
}) {
  // the key carries the member (favourite flag): a login or logout here loads the goods again
  useUserStore((state) => state.id);
  const query = useQuery(load(id));
  return (
    <QueryView query={query} skeleton={<GoodsDetailSkeleton />} goneIcon="box">
      {view}
    </QueryView>
  );
}
