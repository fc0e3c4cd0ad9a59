import type { MemberFreeze } from '@cloudmall/contract/devices';
import { type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonColumn } from '../../../components/actions-column';
import type { FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { ServerTable } from '../../../components/server-table';
import { devicesAdminRoutes, useFreezeActions } from '../api/devices-api';
import { formatIso } from './format';

/** Admin → Member freezes: members the script plugin refuses; lift a freeze with a reason. */
export default function FreezesPage() {
  const { t } = useTranslation(['devices', 'common']);
  const { unfreezeMember } = useFreezeActions();
  const [lifting, setLifting] = useState<MemberFreeze | undefined>();
  const filters: FilterField[] = [{ kind: 'text', name: 'user_id', label: t('fields.member') }];
  const columns: TableColumnsType<MemberFreeze> = [
    { title: t('fields.member'), dataIndex: 'user_id' },
    { title: t('fields.reason'), dataIndex: 'reason' },
    { title: t('fields.by'), dataIndex: 'by' },
    { title: t('fields.createdAt'), dataIndex: 'created_at', render: formatIso },
    buttonColumn(t('actions.unfreezeMember'), (row) => setLifting(row)),
  ];
  return (
    <>
      <PageHeader title={t('freezes.title')} subtitle={t('freezes.subtitle')} />
      <ServerTable
        route={devicesAdminRoutes.memberFreezes}
        columns={columns}
        rowKey={(row) => row.user_id}
        filters={filters}
      />
      <RowReasonModal
        row={lifting}
        title={t('confirm.unfreeze_member', { id: lifting?.user_id })}
        onConfirm={(freeze, reason) =>
          unfreezeMember.mutateAsync({ user_id: freeze.user_id, reason })
        }
        onClose={() => setLifting(undefined)}
      />
    </>
  );
}
