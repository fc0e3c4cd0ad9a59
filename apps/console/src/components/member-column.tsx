import { Typography, type TableColumnType } from 'antd';
import { CellLines } from './cell-lines';

/** The member a row is from: the name in bold, `#id` in grey under it. */
export function memberColumn<R extends { user_id: number; username: string }>(
  title: string,
  width?: number,
): TableColumnType<R> {
  return {
    title,
    key: 'member',
    width,
    render: (_, row) => (
      <CellLines note={`#${row.user_id}`}>
        <Typography.Text strong>{row.username}</Typography.Text>
      </CellLines>
    ),
  };
}
