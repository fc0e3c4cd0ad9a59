import {
  COMPLAINT_STATES,
  COMPLAINT_TARGETS,
  serviceConsoleRoutes as desk,
} from '@cloudmall/contract/service';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column';
import { selectFilter } from '../../../components/select-filter';
import { useConsoleMutation } from '../../../lib/query';
import { ReplyModal } from './reply-modal';
import { RequestDesk, type DeskRow } from './request-desk';
import { complaintHeadline, nextMoves } from '../lib/complaint-moves';

/** Complaints against members, goods and shops: take one up, then resolve or reject it, with a reply. */
export default function ComplaintsPage() {
  const { t } = useTranslation(['service-requests', 'common']);
  const [deciding, setDeciding] = useState<DeskRow>();
  const decide = useConsoleMutation(desk.complaintDecide, { invalidates: [desk.complaintList] });

  return (
    <RequestDesk
      page="complaints"
      route={desk.complaintList}
      headline={(row) => complaintHeadline(row, t)}
      states={COMPLAINT_STATES}
      filters={[
        selectFilter('target_type', t('complaints.target'), COMPLAINT_TARGETS, (s) =>
          t(`target.${s}`),
        ),
      ]}
      actions={actionsColumn(
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
      )}
    >
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
        send={(values) => decide.mutateAsync(values)}
        onClose={() => setDeciding(undefined)}
      />
    </RequestDesk>
  );
}
