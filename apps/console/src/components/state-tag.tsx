import { Tag } from 'antd';
import type { ReactNode } from 'react';

export interface StateTagProps {
  /** The row is on (active, on sale, live): the tag takes `color`; otherwise it stays grey. */
  on: boolean;
  color?: string;
  children: ReactNode;
}

/** A row's state as a tag, coloured while the row is on. */
export function StateTag({ on, color = 'green', children }: StateTagProps) {
  return <Tag color={on ? color : 'default'}>{children}</Tag>;
}
