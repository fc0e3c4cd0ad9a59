import {
  COMPLAINT_STATES,
  COMPLAINT_TARGETS,
  serviceConsoleRoutes as desk,
  type ConsoleServiceRequest,
} from '@cloudmall/contract/service';
import { App, Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { contentColumn, memberColumn, stateColumn, timeColumn } from './request-columns';
import { ReplyModal } from './reply-modal';
import { complaintHeadline, nextMoves } from '../lib/complaint-moves';

type Row = ConsoleServiceRequest;

/** Complaints against members, goods and shops: take one up, then resolve or reject it, with a reply. */
export default function ComplaintsPage() {
  const { t } = useTranslation(['service-requests', 'common']);
  const { message } = App.useApp();
  const [deciding, setDeciding] = useState<Row>();
  const decide = useConsoleMutation(desk.complaintDecide, { invalidates: [desk.complaintList] });

  const columns: TableColumnsType<Row> = [
    memberColumn(t('columns.member')),
    contentColumn(t, (row) => complaintHeadline(row, t)),
    stateColumn(t),
    timeColumn(t),
    actionsColumn(
      (row) =>
        nextMoves(row.state).length > 0 && (
          <Button
            size="small"
            type="primary"
            onClick={() => setDeciding(row)}
            data-testid={`complaint-decide-${row.id}`}
          >
            {t('actions.decide')}
          </Button>
        ),
      110,
    ),
  ];

  return (
    <>
      <PageHeader title={t('complaints.title')} subtitle={t('complaints.subtitle')} />
      <ServerTable
        route={desk.complaintList}
        columns={columns}
        rowKey={(item) => item.id}
        filters={[
          selectFilter('state', t('columns.state'), COMPLAINT_STATES, (s) => t(`state.${s}`)),
          selectFilter('target_type', t('complaints.target'), COMPLAINT_TARGETS, (s) =>
            t(`target.${s}`),
          ),
          {
            kind: 'text',
            name: 'q',
            label: t('filters.member'),
            placeholder: t('filters.memberHint'),
          },
        ]}
      />
      <ReplyModal<{ to: 'processing' | 'resolved' | 'rejected'; reply: string }>
        key={deciding?.id}
        id={deciding?.id}
        title={t('complaints.decideTitle', { id: deciding?.id, name: deciding?.username })}
        okText={t('actions.decide')}
        intro={deciding ? complaintHeadline(deciding, t) : undefined}
        route={desk.complaintDecide}
        field="reply"
        moves={nextMoves(deciding?.state ?? 'pending').map((value) => ({
          value,
          label: t(`move.${value}`),
        }))}
        busy={decide.isPending}
        send={async (values) => {
          await decide.mutateAsync(values);
          message.success(t('reply.sent'));
        }}
        onClose={() => setDeciding(undefined)}
      />
    </>
  );
}
