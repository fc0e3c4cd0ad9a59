import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** One line under the title: what the page is for. */
  subtitle?: ReactNode;
  /** Buttons on the right (create, export...). */
  extra?: ReactNode;
}

/** The title row of every console page. */
export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
      </div>
      {extra ? <Flex gap={8}>{extra}</Flex> : null}
    </Flex>
  );
}
