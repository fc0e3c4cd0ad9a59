import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

export interface CreateButtonProps {
  children: ReactNode;
  onClick: () => void;
  testId?: string;
}

/** The primary "+ Create…" button of a page header. */
export function CreateButton({ children, onClick, testId }: CreateButtonProps) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}
