import { LIVE_GOODS_MAX } from '@cloudmall/contract/find';
import { merchantGoodsRoutes } from '@cloudmall/contract/merchant';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleQuery } from '../../../lib/query';

/** Picks goods of the caller's shop that are on sale, searched on the server by title. */
export function GoodsPicker(props: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Titles of goods already chosen (they may not be on the current search page). */
  known?: Array<{ id: number; title: string }>;
  testId?: string;
}) {
  const { t } = useTranslation('merchant-live');
  const [q, setQ] = useState('');
  const goods = useConsoleQuery(
    merchantGoodsRoutes.goodsList,
    { status: 'normal', q: q || undefined, page: 1, list_rows: 50 },
    { keepPrevious: true },
  );
  const [titles, setTitles] = useState(() => new Map(props.known?.map((g) => [g.id, g.title])));
  const found = goods.data?.data ?? [];
  const options = [
    ...found.map((g) => ({ value: g.id, label: g.title })),
    ...(props.value ?? [])
      .filter((id) => !found.some((g) => g.id === id))
      .map((id) => ({ value: id, label: titles.get(id) ?? `#${id}` })),
  ];
  return (
    <Select
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setQ}
      loading={goods.isFetching}
      value={props.value ?? []}
      options={options}
      maxCount={LIVE_GOODS_MAX}
      placeholder={t('goodsPlaceholder', { max: LIVE_GOODS_MAX })}
      onChange={(ids: number[]) => {
        setTitles((previous) => {
          const next = new Map(previous);
          for (const g of found) next.set(g.id, g.title);
          return next;
        });
        props.onChange?.(ids);
      }}
      data-testid={props.testId}
    />
  );
}
