import { Space, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface CellLinesProps {
  children: ReactNode;
  /** A second line in grey under the value; nothing when empty. */
  note?: ReactNode;
  style?: CSSProperties;
}

/** A table cell of stacked lines: the value (or several), and a grey note under it. */
export function CellLines({ children, note, style }: CellLinesProps) {
  return (
    <Space direction="vertical" size={0} style={style}>
      {children}
      {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
    </Space>
  );
}
