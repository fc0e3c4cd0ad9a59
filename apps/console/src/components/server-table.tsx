import type { Page, RouteDefinition, RouteInput, RouteOutput } from '@cloudmall/contract';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useMemo, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleQuery } from '../lib/query';
import { inputDefaults, queryInt, useUrlQuery, type UrlQuery } from '../lib/url-query';
import { FilterBar, type FilterField } from './filter-bar';

/** The row type of a list route answering the page shape. */
export type PageRow<R> = RouteOutput<R> extends Page<infer T> ? T : never;

export const DEFAULT_PAGE_SIZE = 20;

export interface ServerTableProps<R extends RouteDefinition> {
  /** A GET contract route answering `{ total, per_page, current_page, last_page, data }`. */
  route: R;
  columns: TableColumnsType<PageRow<R>>;
  /** The row's key; default: its `id`. */
  rowKey?: (row: PageRow<R>) => Key;
  filters?: FilterField[];
  /**
   * The route input from the URL query; default: `page`, `list_rows` and every filter value as
   * it stands in the URL. Use it to turn strings into the schema's types or add fixed values.
   */
  toInput?: (query: UrlQuery, paging: { page: number; list_rows: number }) => RouteInput<R>;
  onRowClick?: (row: PageRow<R>) => void;
  /** Above the table, below the filters: bulk actions etc. */
  toolbar?: ReactNode;
  /** Rows that open in place (antd's `expandable`), e.g. an audit entry's before/after. */
  expandable?: TableProps<PageRow<R>>['expandable'];
  /** Row selection for bulk actions (antd's `rowSelection`). */
  rowSelection?: TableProps<PageRow<R>>['rowSelection'];
}

function defaultInput(
  query: UrlQuery,
  paging: { page: number; list_rows: number },
  fields: FilterField[],
) {
  const input: Record<string, unknown> = { ...paging };
  for (const field of fields) {
    const names = field.kind === 'dateRange' ? field.names : [field.name];
    for (const name of names) if (query[name]) input[name] = query[name];
  }
  return input;
}

/**
 * An antd Table paged and filtered on the server: page, page size and filters are read from and
 * written to the URL query (`?page=2&list_rows=50&status=frozen`), so reloads and links keep them.
 */
export function ServerTable<R extends RouteDefinition>(props: ServerTableProps<R>) {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQuery();
  const fields = props.filters ?? [];
  const paging = {
    page: queryInt(query, 'page', 1),
    list_rows: queryInt(query, 'list_rows', DEFAULT_PAGE_SIZE),
  };
  const input = props.toInput
    ? props.toInput(query, paging)
    : (defaultInput(query, paging, fields) as RouteInput<R>);
  const result = useConsoleQuery(props.route, input, { keepPrevious: true });
  const selectNames = fields.flatMap((field) => (field.kind === 'select' ? [field.name] : []));
  const selectKey = selectNames.join(',');
  const defaults = useMemo(
    () => inputDefaults(props.route.input, selectKey.split(',')),
    [props.route.input, selectKey],
  );
  const page = result.data as Page<PageRow<R>> | undefined;

  return (
    <>
      {fields.length > 0 ? (
        <FilterBar fields={fields} query={query} defaults={defaults} onChange={setQuery} />
      ) : null}
      {props.toolbar}
      <Table<PageRow<R>>
        size="middle"
        columns={props.columns}
        dataSource={page?.data ?? []}
        rowKey={props.rowKey ?? 'id'}
        expandable={props.expandable}
        rowSelection={props.rowSelection}
        loading={result.isFetching}
        onRow={
          props.onRowClick
            ? (row) => ({ onClick: () => props.onRowClick?.(row), style: { cursor: 'pointer' } })
            : undefined
        }
        pagination={{
          current: page?.current_page ?? paging.page,
          pageSize: page?.per_page ?? paging.list_rows,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('table.total', { count: total }),
          onChange: (next, size) =>
            setQuery({
              page: next === 1 ? undefined : next,
              list_rows: size === DEFAULT_PAGE_SIZE ? undefined : size,
            }),
        }}
      />
    </>
  );
}
