import { Badge, Card, Col, Empty, Input, List, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { api } from '../../../lib/api';
import { formatUnixTime } from '../../../lib/time';
import { queryInt, useUrlQuery } from '../../../lib/url-query';
import { serviceDeskRoutes, useQueue } from '../api/desk-api';
import { useDeskSocket } from '../hooks/use-desk-socket';
import { ConversationPanel } from './conversation-panel';

const STATUS = { live: 'success', connecting: 'processing', offline: 'error' } as const;

/** Service → Desk: members waiting for a person on the left, the open conversation on the right. */
export default function DeskPage() {
  const { t } = useTranslation(['service', 'common']);
  const socket = useDeskSocket();
  const queue = useQueue();
  const [query, setQuery] = useUrlQuery();
  const open = queryInt(query, 'member', 0) || undefined;

  const lookup = async (ref: string) => {
    if (!ref.trim()) return;
    const member = await api
      .call(serviceDeskRoutes.member, { ref: ref.trim() })
      .catch(() => undefined);
    if (member) setQuery({ member: member.user_id });
  };

  return (
    <>
      <PageHeader
        title={t('desk.title')}
        subtitle={t('desk.subtitle')}
        extra={<Badge status={STATUS[socket]} text={t(`desk.socket.${socket}`)} />}
      />
      <Row gutter={16}>
        <Col span={8}>
          <Card size="small" title={t('desk.queue')}>
            <Input.Search
              placeholder={t('desk.lookup')}
              allowClear
              onSearch={(value) => void lookup(value)}
              style={{ marginBottom: 12 }}
            />
            <List
              data-testid="service-queue"
              loading={queue.isFetching && !queue.data}
              dataSource={queue.data ?? []}
              locale={{ emptyText: <Empty description={t('desk.empty')} /> }}
              renderItem={(item) => (
                <List.Item
                  onClick={() => setQuery({ member: item.user_id })}
                  style={{
                    cursor: 'pointer',
                    paddingInline: 8,
                    background: item.user_id === open ? '#e6f4ff' : undefined,
                  }}
                >
                  <List.Item.Meta
                    title={`${item.username} · #${item.user_id}`}
                    description={
                      <Typography.Text type="secondary" ellipsis>
                        {item.last}
                      </Typography.Text>
                    }
                  />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatUnixTime(item.createtime)}
                  </Typography.Text>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col span={16}>
          {open ? (
            <ConversationPanel userId={open} />
          ) : (
            <Card>
              <Empty description={t('desk.pick')} />
            </Card>
          )}
        </Col>
      </Row>
    </>
  );
}
