import {
  CONSULTATION_STATES,
  serviceConsoleRoutes as desk,
  type ConsoleServiceRequest,
} from '@cloudmall/contract/service';
import { App, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonColumn } from '../../../components/actions-column';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { contentColumn, memberColumn, stateColumn, timeColumn } from './request-columns';
import { ReplyModal } from './reply-modal';

type Row = ConsoleServiceRequest;

/** Expert consultations (`bingli`): the member's question and photos; the expert's answer (may be corrected). */
export default function ConsultationsPage() {
  const { t } = useTranslation(['service-requests', 'common']);
  const { message } = App.useApp();
  const [answering, setAnswering] = useState<Row>();
  const answer = useConsoleMutation(desk.consultationAnswer, {
    invalidates: [desk.consultationList],
  });

  const columns: TableColumnsType<Row> = [
    memberColumn(t('columns.member')),
    contentColumn(t, (row) => row.subject),
    stateColumn(t),
    timeColumn(t),
    buttonColumn<Row>(
      t('actions.answer'),
      (row) => setAnswering(row),
      (row) => `consultation-answer-${row.id}`,
    ),
  ];

  return (
    <>
      <PageHeader title={t('consultations.title')} subtitle={t('consultations.subtitle')} />
      <ServerTable
        route={desk.consultationList}
        columns={columns}
        rowKey={(item) => item.id}
        filters={[
          selectFilter('state', t('columns.state'), CONSULTATION_STATES, (s) => t(`state.${s}`)),
          {
            kind: 'text',
            name: 'q',
            label: t('filters.member'),
            placeholder: t('filters.memberHint'),
          },
        ]}
      />
      <ReplyModal<{ reply: string }>
        id={answering?.id}
        title={t('consultations.answerTitle', { id: answering?.id, name: answering?.username })}
        okText={t('actions.answer')}
        intro={answering?.reply ? t('reply.earlier', { reply: answering.reply }) : undefined}
        route={desk.consultationAnswer}
        field="reply"
        busy={answer.isPending}
        send={async (values) => {
          await answer.mutateAsync(values);
          message.success(t('reply.sent'));
        }}
        onClose={() => setAnswering(undefined)}
      />
    </>
  );
}
