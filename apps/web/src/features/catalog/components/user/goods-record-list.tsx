import type { GoodsCard } from '@cloudmall/contract/catalog';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshPagedList } from '../../../../components/layout/paged-list';
import { GoButton } from '../../../../components/ui/go-button';
import { formatRelativeTime } from '../../../../lib/relative-time';
import { GoodsRecordRow } from './goods-record-row';

/** Each list: what a row's time means, and its empty state's icon. */
const LISTS = {
  favourites: { note: 'favourites.added', icon: 'heart' },
  footprint: { note: 'footprint.viewed', icon: 'clock' },
} as const;

interface GoodsRecord {
  goods_id: number;
  goods: GoodsCard;
  createtime: number;
}

/** The member's favourites or footprints, newest first, paged; an optional action on each row. */
export function GoodsRecordList<R extends GoodsRecord>({
  list,
  query,
  action,
}: {
  list: keyof typeof LISTS;
  query: UseInfiniteQueryResult<InfiniteData<{ data: R[] }>>;
  action?: (record: R) => ReactNode;
}) {
  const { t } = useTranslation(['catalog', 'common']);
  const { note, icon } = LISTS[list];
  return (
    <RefreshPagedList
      query={query}
      renderItem={(row) => (
        <GoodsRecordRow
          key={row.goods_id}
          goods={row.goods}
          note={t(`catalog:${note}`, { time: formatRelativeTime(row.createtime, t) })}
          action={action?.(row)}
        />
      )}
      empty={{
        icon,
        title: t(`catalog:${list}.emptyTitle`),
        description: t(`catalog:${list}.emptyDescription`),
        action: <GoButton to="/">{t('catalog:favourites.browse')}</GoButton>,
      }}
    />
  );
}
