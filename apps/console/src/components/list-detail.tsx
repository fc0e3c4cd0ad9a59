import { Card, Col, Empty, Row } from 'antd';
import type { ReactNode } from 'react';

interface ListDetailProps {
  /** Columns (of 24) the list takes; the detail takes the rest. */
  listSpan: number;
  list: ReactNode;
  /** The open item, or nothing yet: then a card asks to pick one (`pickText`). */
  detail: ReactNode | undefined;
  pickText: string;
}

/** A list on the left and the item picked from it on the right (inboxes, the service desk). */
export function ListDetail({ listSpan, list, detail, pickText }: ListDetailProps) {
  return (
    <Row gutter={16}>
      <Col span={listSpan}>{list}</Col>
      <Col span={24 - listSpan}>
        {detail ?? (
          <Card>
            <Empty description={pickText} />
          </Card>
        )}
      </Col>
    </Row>
  );
}
