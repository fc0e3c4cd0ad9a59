import { DISTRIBUTOR_STATES, type DistributorApplication } from '@cloudmall/contract/vip';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column';
import { PageHeader } from '../../../components/page-header';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { StateTag } from '../../../components/state-tag';
import { formatUnixTime } from '../../../lib/time';
import { distributorConsoleRoutes, useApprove, useRefuse } from '../api/membership-api';

type Decision = { row: DistributorApplication; approve: boolean };

/** Admin → Distributor applications: approve (grants the distributor role) or refuse with a reason. */
export default function ApplicationsPage() {
  const { t } = useTranslation(['membership', 'common']);
  const approve = useApprove();
  const refuse = useRefuse();
  const [deciding, setDeciding] = useState<Decision>();
  const columns: TableColumnsType<DistributorApplication> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('applications.member'), render: (_, row) => `${row.username} (#${row.user_id})` },
    { title: t('applications.name'), dataIndex: 'name' },
    { title: t('applications.contact'), dataIndex: 'contact' },
    { title: t('applications.region'), dataIndex: 'region' },
    { title: t('applications.reason'), dataIndex: 'reason', ellipsis: true },
    {
      title: t('applications.state'),
      dataIndex: 'state',
      render: (state: DistributorApplication['state'], row) => (
        <span title={row.refuse_reason || undefined}>
          <StateTag on={state !== 'refused'} color={state === 'approved' ? 'green' : 'orange'}>
            {t(`applications.states.${state}`)}
          </StateTag>
        </span>
      ),
    },
    { title: t('applications.createdAt'), dataIndex: 'created_at', render: formatUnixTime },
    actionsColumn(
      (row) =>
        row.state === 'pending' && (
          <Space>
            <Button
              size="small"
              type="primary"
              data-testid={`approve-${row.id}`}
              onClick={() => setDeciding({ row, approve: true })}
            >
              {t('applications.approve')}
            </Button>
            <Button size="small" danger onClick={() => setDeciding({ row, approve: false })}>
              {t('applications.refuse')}
            </Button>
          </Space>
        ),
      180,
    ),
  ];
  return (
    <>
      <PageHeader title={t('applications.title')} subtitle={t('applications.subtitle')} />
      <ServerTable
        route={distributorConsoleRoutes.applications}
        columns={columns}
        filters={[
          selectFilter('state', t('applications.state'), DISTRIBUTOR_STATES, (s) =>
            t(`applications.states.${s}`),
          ),
        ]}
      />
      <RowReasonModal
        row={deciding}
        danger={deciding ? !deciding.approve : false}
        title={
          deciding
            ? t(deciding.approve ? 'applications.approveTitle' : 'applications.refuseTitle', {
                name: deciding.row.name,
              })
            : ''
        }
        description={
          deciding?.approve ? t('applications.approveHint') : t('applications.refuseHint')
        }
        onConfirm={({ row, approve: yes }, reason) =>
          (yes ? approve : refuse).mutateAsync({ id: row.id, reason })
        }
        onClose={() => setDeciding(undefined)}
      />
    </>
  );
}
