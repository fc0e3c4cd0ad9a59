import { CONSULTATION_STATES, serviceConsoleRoutes as desk } from '@cloudmall/contract/service';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonColumn } from '../../../components/actions-column';
import { useConsoleMutation } from '../../../lib/query';
import { ReplyModal } from './reply-modal';
import { RequestDesk, type DeskRow } from './request-desk';

/** Expert consultations (`bingli`): the member's question and photos; the expert's answer (may be corrected). */
export default function ConsultationsPage() {
  const { t } = useTranslation(['service-requests', 'common']);
  const [answering, setAnswering] = useState<DeskRow>();
  const answer = useConsoleMutation(desk.consultationAnswer, {
    invalidates: [desk.consultationList],
  });

  return (
    <RequestDesk
      page="consultations"
      route={desk.consultationList}
      headline={(row) => row.subject}
      states={CONSULTATION_STATES}
      actions={buttonColumn<DeskRow>(
        t('actions.answer'),
        (row) => setAnswering(row),
        (row) => `consultation-answer-${row.id}`,
      )}
    >
      <ReplyModal<{ reply: string }>
        id={answering?.id}
        title={t('consultations.answerTitle', { id: answering?.id, name: answering?.username })}
        okText={t('actions.answer')}
        intro={answering?.reply ? t('reply.earlier', { reply: answering.reply }) : undefined}
        route={desk.consultationAnswer}
        field="reply"
        busy={answer.isPending}
        send={(values) => answer.mutateAsync(values)}
        onClose={() => setAnswering(undefined)}
      />
    </RequestDesk>
  );
}
