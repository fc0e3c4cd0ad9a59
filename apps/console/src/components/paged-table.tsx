import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Paging } from '../lib/paged-query';

export interface PagedTableProps<T> {
  columns: TableColumnsType<T>;
  /** What `usePagedQuery` returns (the answer, its page and how to turn it). */
  list: {
    result: { data?: { total: number; data: T[] }; isFetching: boolean };
    paging: Paging;
    setPaging: (paging: Paging) => void;
  };
  /** Say "N in all" beside the pager. */
  showTotal?: boolean;
}

/**
 * A small table of one page of a list route (rows keyed by `id`), paged in the caller's state: for
 * drawers and cards, where the URL query belongs to the page around them (pages use ServerTable).
 */
export function PagedTable<T extends object>({ columns, list, showTotal }: PagedTableProps<T>) {
  const { t } = useTranslation();
  return (
    <Table<T>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={list.result.data?.data ?? []}
      loading={list.result.isFetching}
      pagination={{
        current: list.paging.page,
        pageSize: list.paging.list_rows,
        total: list.result.data?.total ?? 0,
        showTotal: showTotal ? (total) => t('table.total', { count: total }) : undefined,
        onChange: (page, list_rows) => list.setPaging({ page, list_rows }),
      }}
    />
  );
}
