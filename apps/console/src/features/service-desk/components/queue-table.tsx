import type { ServiceQueueEntry } from '@cloudmall/contract/chat';
import { Segmented, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ServerTable } from '../../../components/server-table';
import { formatUnixTime } from '../../../lib/time';
import { useUrlQuery } from '../../../lib/url-query';
import { chatConsoleRoutes } from '../api/desk-api';

const STATES = ['waiting', 'mine', 'closed', 'all'] as const;
type QueueState = (typeof STATES)[number];
const COLOR = { waiting: 'orange', answered: 'blue', closed: 'default' } as const;

const stateOf = (value: string | undefined): QueueState =>
  STATES.find((state) => state === value) ?? 'waiting';

/**
 * The desk's queue, paged and filtered on the server: a state (waiting by default, mine, closed,
 * all) and a member (id or username), all kept in the URL; a row opens its conversation.
 */
export function QueueTable({ open, onOpen }: { open?: number; onOpen: (userId: number) => void }) {
  const { t } = useTranslation(['service', 'common']);
  const [query, setQuery] = useUrlQuery();
  const state = stateOf(query.state);

  return (
    <div data-testid="service-queue">
      <ServerTable
        route={chatConsoleRoutes.serviceQueue}
        rowKey={(row) => row.user_id}
        filters={[
          {
            kind: 'text',
            name: 'member',
            label: t('desk.member'),
            placeholder: t('desk.memberPlaceholder'),
          },
        ]}
        toInput={(q, paging) => ({ ...paging, state, member: q.member || undefined })}
        toolbar={
          <Segmented<QueueState>
            value={state}
            options={STATES.map((value) => ({ value, label: t(`desk.filter.${value}`) }))}
            onChange={(value) =>
              setQuery({ state: value === 'waiting' ? undefined : value, page: undefined })
            }
            style={{ marginBottom: 12 }}
          />
        }
        onRowClick={(row) => onOpen(row.user_id)}
        columns={[
          {
            title: t('desk.member'),
            key: 'member',
            render: (_, row: ServiceQueueEntry) => (
              <Space direction="vertical" size={0} style={{ maxWidth: 240 }}>
                <Typography.Text strong={row.user_id === open}>
                  {row.username}
                  {row.nickname && row.nickname !== row.username ? ` (${row.nickname})` : ''} · #
                  {row.user_id}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis>
                  {row.last}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('desk.state'),
            key: 'state',
            render: (_, row: ServiceQueueEntry) => (
              <Space direction="vertical" size={0}>
                <Tag color={COLOR[row.state]}>{t(`desk.states.${row.state}`)}</Tag>
                {row.agent ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('desk.by', { agent: row.agent })}
                  </Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            title: t('desk.time'),
            key: 'time',
            render: (_, row: ServiceQueueEntry) => (
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {formatUnixTime(row.createtime)}
              </Typography.Text>
            ),
          },
        ]}
      />
    </div>
  );
}
