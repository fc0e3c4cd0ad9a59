import {
  FEEDBACK_STATES,
  FEEDBACK_TYPES,
  serviceConsoleRoutes as desk,
  type ConsoleServiceRequest,
} from '@cloudmall/contract/service';
import { App, Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { contentColumn, memberColumn, stateColumn, timeColumn } from './request-columns';
import { ReplyModal } from './reply-modal';

type Row = ConsoleServiceRequest;

/** Members' feedback: filter by state and type, reply (again while open) or close with a reason. */
export default function FeedbackPage() {
  const { t } = useTranslation(['service-requests', 'common']);
  const { message } = App.useApp();
  const [action, setAction] = useState<{ row: Row; kind: 'reply' | 'close' }>();
  const invalidates = [desk.feedbackList];
  const reply = useConsoleMutation(desk.feedbackReply, { invalidates });
  const close = useConsoleMutation(desk.feedbackClose, { invalidates });
  const open = (row: Row) => row.state !== 'closed';

  const columns: TableColumnsType<Row> = [
    memberColumn(t('columns.member')),
    contentColumn(t, (row) => t(`category.${row.category}`)),
    stateColumn(t),
    timeColumn(t),
    actionsColumn(
      (row) =>
        open(row) && (
          <Space>
            <Button
              size="small"
              type="primary"
              onClick={() => setAction({ row, kind: 'reply' })}
              data-testid={`feedback-reply-${row.id}`}
            >
              {t('actions.reply')}
            </Button>
            <Button size="small" onClick={() => setAction({ row, kind: 'close' })}>
              {t('actions.close')}
            </Button>
          </Space>
        ),
      170,
    ),
  ];

  const row = action?.row;
  return (
    <>
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.subtitle')} />
      <ServerTable
        route={desk.feedbackList}
        columns={columns}
        rowKey={(item) => item.id}
        filters={[
          selectFilter('state', t('columns.state'), FEEDBACK_STATES, (s) => t(`state.${s}`)),
          selectFilter('type', t('feedback.type'), FEEDBACK_TYPES, (s) => t(`category.${s}`)),
          {
            kind: 'text',
            name: 'q',
            label: t('filters.member'),
            placeholder: t('filters.memberHint'),
          },
        ]}
      />
      <ReplyModal<{ reply?: string; reason?: string }>
        id={row?.id}
        title={t(action?.kind === 'close' ? 'feedback.closeTitle' : 'feedback.replyTitle', {
          id: row?.id,
          name: row?.username,
        })}
        okText={t(action?.kind === 'close' ? 'actions.close' : 'actions.reply')}
        intro={row?.reply ? t('reply.earlier', { reply: row.reply }) : undefined}
        route={action?.kind === 'close' ? desk.feedbackClose : desk.feedbackReply}
        field={action?.kind === 'close' ? 'reason' : 'reply'}
        busy={reply.isPending || close.isPending}
        send={async (values) => {
          if (action?.kind === 'close')
            await close.mutateAsync({ id: values.id, reason: values.reason ?? '' });
          else await reply.mutateAsync({ id: values.id, reply: values.reply ?? '' });
          message.success(t('reply.sent'));
        }}
        onClose={() => setAction(undefined)}
      />
    </>
  );
}
