import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/** A table's last column, without a title: the row's buttons. */
export function actionsColumn<R>(
  render: (row: R) => ReactNode,
  width?: number,
): TableColumnType<R> {
  return { title: '', key: 'actions', width, render: (_, row) => render(row) };
}
