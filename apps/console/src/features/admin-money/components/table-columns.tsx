import { Tag, type TableColumnType } from 'antd';
import { CellLines } from '../../../components/cell-lines';
import { dateTime } from '../lib/money-text';

/** The tag colours of a reviewed request's statuses (others add theirs, e.g. `cancelled`). */
export const REVIEW_COLORS: Record<string, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

/** A reviewed request's status as a coloured tag, with the refusal reason in grey under it. */
export function reviewStatusColumn<R extends { status: string; reason?: string | null }>(
  title: string,
  colors: Record<string, string>,
  labelOf: (status: string) => string,
): TableColumnType<R> {
  return {
    title,
    dataIndex: 'status',
    render: (status: string, row) => (
      <CellLines note={row.reason}>
        <Tag color={colors[status]}>{labelOf(status)}</Tag>
      </CellLines>
    ),
  };
}

/** A time column (unix seconds in `dataIndex`) as a local date and time. */
export function dateTimeColumn<R>(
  title: string,
  dataIndex: string,
  language: string,
): TableColumnType<R> {
  return { title, dataIndex, render: (seconds: number) => dateTime(seconds, language) };
}
