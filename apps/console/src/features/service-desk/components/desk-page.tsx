import { Badge, Card, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListDetail } from '../../../components/list-detail';
import { PageHeader } from '../../../components/page-header';
import { api } from '../../../lib/api';
import { queryInt, useUrlQuery } from '../../../lib/url-query';
import { serviceDeskRoutes } from '../api/desk-api';
import { useDeskSocket } from '../hooks/use-desk-socket';
import { ConversationPanel } from './conversation-panel';
import { QueueTable } from './queue-table';

const STATUS = { live: 'success', connecting: 'processing', offline: 'error' } as const;

/** Service → Desk: the conversations queue (paged on the server) on the left, the open one on the right. */
export default function DeskPage() {
  const { t } = useTranslation(['service', 'common']);
  const socket = useDeskSocket();
  const [query, setQuery] = useUrlQuery();
  const open = queryInt(query, 'open', 0) || undefined;

  const lookup = async (ref: string) => {
    if (!ref.trim()) return;
    const member = await api
      .call(serviceDeskRoutes.member, { ref: ref.trim() })
      .catch(() => undefined);
    if (member) setQuery({ open: member.user_id });
  };

  return (
    <>
      <PageHeader
        title={t('desk.title')}
        subtitle={t('desk.subtitle')}
        extra={
          <Space size="large">
            <Input.Search
              placeholder={t('desk.lookup')}
              allowClear
              onSearch={(value) => void lookup(value)}
              style={{ width: 300 }}
            />
            <Badge status={STATUS[socket]} text={t(`desk.socket.${socket}`)} />
          </Space>
        }
      />
      <ListDetail
        listSpan={10}
        list={
          <Card size="small" title={t('desk.queue')}>
            <QueueTable open={open} onOpen={(userId) => setQuery({ open: userId })} />
          </Card>
        }
        detail={open ? <ConversationPanel userId={open} /> : undefined}
        pickText={t('desk.pick')}
      />
    </>
  );
}
