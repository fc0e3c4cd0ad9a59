import { merchantChatRoutes } from '@cloudmall/contract/chat';
import { Avatar, Badge, Card, Checkbox, Input, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleQuery } from '../../../lib/query';

const PAGE_SIZE = 10;

/** The shop's conversations, paged and filtered on the server (member name, unread only). */
export function ConversationList({ open, onOpen }: { open: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation(['merchant-chat']);
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [unread, setUnread] = useState(false);
  const result = useConsoleQuery(
    merchantChatRoutes.conversations,
    { page, list_rows: PAGE_SIZE, name: name || undefined, unread: unread ? 'yes' : undefined },
    { keepPrevious: true },
  );
  const data = result.data;

  return (
    <Card
      title={t('merchant-chat:conversations')}
      extra={
        <Checkbox
          checked={unread}
          onChange={(event) => (setUnread(event.target.checked), setPage(1))}
        >
          {t('merchant-chat:unreadOnly')}
        </Checkbox>
      }
      styles={{ body: { padding: 8 } }}
    >
      <Input.Search
        allowClear
        placeholder={t('merchant-chat:searchMember')}
        onSearch={(value) => (setName(value.trim()), setPage(1))}
        style={{ marginBottom: 8 }}
      />
      <List
        loading={result.isFetching && !data}
        dataSource={data?.data ?? []}
        locale={{ emptyText: t('merchant-chat:none') }}
        pagination={
          (data?.total ?? 0) > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total: data?.total,
                onChange: setPage,
                size: 'small',
              }
            : false
        }
        renderItem={(entry) => (
          <List.Item
            data-testid={`conversation-${entry.user_id}`}
            onClick={() => onOpen(entry.user_id)}
            style={{
              cursor: 'pointer',
              paddingInline: 8,
              background: entry.user_id === open ? 'rgba(250,140,22,0.08)' : undefined,
            }}
          >
            <List.Item.Meta
              avatar={
                <Badge count={entry.count} size="small">
                  <Avatar src={entry.avatar || undefined}>{entry.name.slice(0, 1)}</Avatar>
                </Badge>
              }
              title={entry.name}
              description={
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
                  {entry.content}
                </Typography.Text>
              }
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dayjs.unix(entry.createtime).format('MM-DD HH:mm')}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
