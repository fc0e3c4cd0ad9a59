import { Button, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/** A table's last column, without a title: the row's buttons. */
export function actionsColumn<R>(
  render: (row: R) => ReactNode,
  width?: number,
): TableColumnType<R> {
  return { title: '', key: 'actions', width, render: (_, row) => render(row) };
}

/** A table's last column holding one small button a row (open, edit, lift...). */
export function buttonColumn<R>(
  text: ReactNode,
  onClick: (row: R) => void,
  testIdOf?: (row: R) => string,
): TableColumnType<R> {
  return actionsColumn((row) => (
    <Button size="small" onClick={() => onClick(row)} data-testid={testIdOf?.(row)}>
      {text}
    </Button>
  ));
}
