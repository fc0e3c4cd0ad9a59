import {
  FEEDBACK_STATES,
  FEEDBACK_TYPES,
  serviceConsoleRoutes as desk,
} from '@cloudmall/contract/service';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column';
import { selectFilter } from '../../../components/select-filter';
import { useConsoleMutation } from '../../../lib/query';
import { ReplyModal } from './reply-modal';
import { RequestDesk, type DeskRow } from './request-desk';

/** Members' feedback: filter by state and type, reply (again while open) or close with a reason. */
export default function FeedbackPage() {
  const { t } = useTranslation(['service-requests', 'common']);
  const [action, setAction] = useState<{ row: DeskRow; kind: 'reply' | 'close' }>();
  const invalidates = [desk.feedbackList];
  const reply = useConsoleMutation(desk.feedbackReply, { invalidates });
  const close = useConsoleMutation(desk.feedbackClose, { invalidates });
  const open = (row: DeskRow) => row.state !== 'closed';

  const row = action?.row;
  return (
    <RequestDesk
      page="feedback"
      route={desk.feedbackList}
      headline={(item) => t(`category.${item.category}`)}
      states={FEEDBACK_STATES}
      filters={[
        selectFilter('type', t('feedback.type'), FEEDBACK_TYPES, (s) => t(`category.${s}`)),
      ]}
      actions={actionsColumn(
        (item) =>
          open(item) && (
            <Space>
              <Button
                size="small"
                type="primary"
                onClick={() => setAction({ row: item, kind: 'reply' })}
                data-testid={`feedback-reply-${item.id}`}
              >
                {t('actions.reply')}
              </Button>
              <Button size="small" onClick={() => setAction({ row: item, kind: 'close' })}>
                {t('actions.close')}
              </Button>
            </Space>
          ),
        170,
      )}
    >
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
        send={(values) =>
          action?.kind === 'close'
            ? close.mutateAsync({ id: values.id, reason: values.reason ?? '' })
            : reply.mutateAsync({ id: values.id, reply: values.reply ?? '' })
        }
        onClose={() => setAction(undefined)}
      />
    </RequestDesk>
  );
}
