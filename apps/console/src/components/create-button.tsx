import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

/** The primary "+ Create…" button of a page header. */
export function CreateButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {children}
    </Button>
  );
}
