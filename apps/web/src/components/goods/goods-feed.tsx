import type { Page } from '@cloudmall/contract';
import type { GoodsCard } from '@cloudmall/contract/catalog';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../layout/paged-list';
import type { IconName } from '../ui/icon';
import type { GoodsLayout } from '../../lib/list-preferences';
import { GoodsGrid, GoodsGridSkeleton } from './goods-grid';

interface GoodsFeedProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<GoodsCard>>>;
  layout: GoodsLayout;
  gutter?: number;
  empty: { icon: IconName; title: string; description?: string; action?: ReactNode };
}

/** Paged goods in a layout: skeleton, failure with retry, empty state, next page at reach-bottom. */
export function GoodsFeed({ query, layout, gutter, empty }: GoodsFeedProps) {
  const { t } = useTranslation('common');
  return (
    <PagedList
      query={query}
      empty={empty}
      skeleton={<GoodsGridSkeleton label={t('loading')} />}
      renderList={(items) => <GoodsGrid goods={items} layout={layout} gutter={gutter} />}
    />
  );
}
