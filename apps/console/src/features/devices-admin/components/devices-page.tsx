import type { devicesConsoleRoutes as Routes } from '@cloudmall/contract/devices';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column';
import type { FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { ReasonModal } from '../../../components/reason-modal';
import { selectFilter } from '../../../components/select-filter';
import { type PageRow, ServerTable } from '../../../components/server-table';
import { devicesConsoleRoutes, useFreezeActions } from '../api/devices-api';
import { formatIso } from './format';

type Row = PageRow<typeof Routes.devices>;
type Pending = { kind: 'device' | 'member'; freeze: boolean; row: Row };

/** Admin → Cloud phones: every device, filtered on the server; freeze a device or its member for the plugin. */
export default function DevicesPage() {
  const { t } = useTranslation(['devices', 'common']);
  const actions = useFreezeActions();
  const [pending, setPending] = useState<Pending | undefined>();

  const filters: FilterField[] = [
    { kind: 'text', name: 'device_code', label: t('fields.deviceCode') },
    { kind: 'text', name: 'user_id', label: t('fields.member') },
    selectFilter('state', t('fields.state'), ['running', 'shutdown', 'expired'], (s) =>
      t(`deviceState.${s}`),
    ),
    selectFilter('frozen', t('fields.frozen'), ['1', '0'], (v) =>
      t(v === '1' ? 'frozen.yes' : 'frozen.no'),
    ),
  ];
  /** Freezes (in red) or unfreezes the row's device or its member, after a reason. */
  const freezeButton = (row: Row, kind: Pending['kind'], frozen: boolean, label: string) => (
    <Button
      size="small"
      danger={!frozen}
      onClick={() => setPending({ kind, freeze: !frozen, row })}
    >
      {label}
    </Button>
  );
  const columns: TableColumnsType<Row> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('fields.name'), dataIndex: 'name' },
    {
      title: t('fields.deviceCode'),
      dataIndex: 'device_code',
      render: (c: string) => <code>{c}</code>,
    },
    { title: t('fields.member'), dataIndex: 'user_id' },
    {
      title: t('fields.state'),
      dataIndex: 'state',
      render: (s: string) => <Tag>{t(`deviceState.${s}`)}</Tag>,
    },
    { title: t('fields.expiresAt'), dataIndex: 'expires_at', render: formatIso },
    { title: t('fields.provider'), dataIndex: 'provider_name' },
    {
      title: t('fields.frozen'),
      key: 'frozen',
      render: (_, row) => (
        <Space size={4} wrap>
          {row.frozen ? <Tag color="red">{t('frozen.device')}</Tag> : null}
          {row.member_frozen ? <Tag color="volcano">{t('frozen.member')}</Tag> : null}
        </Space>
      ),
    },
    actionsColumn((row) => (
      <Space>
        {freezeButton(
          row,
          'device',
          row.frozen,
          t(row.frozen ? 'actions.unfreezeDevice' : 'actions.freezeDevice'),
        )}
        {freezeButton(
          row,
          'member',
          row.member_frozen,
          t(row.member_frozen ? 'actions.unfreezeMember' : 'actions.freezeMember'),
        )}
      </Space>
    )),
  ];

  const confirm = async (reason: string) => {
    if (!pending) return;
    const { kind, freeze, row } = pending;
    if (kind === 'device') {
      const action = freeze ? actions.freezeDevice : actions.unfreezeDevice;
      await action.mutateAsync({ device_code: row.device_code, reason });
    } else {
      const action = freeze ? actions.freezeMember : actions.unfreezeMember;
      await action.mutateAsync({ user_id: row.user_id, reason });
    }
    setPending(undefined);
  };

  return (
    <>
      <PageHeader title={t('devicesPage.title')} subtitle={t('devicesPage.subtitle')} />
      <ServerTable route={devicesConsoleRoutes.devices} columns={columns} filters={filters} />
      <ReasonModal
        open={pending !== undefined}
        danger={pending?.freeze}
        title={
          pending
            ? t(`confirm.${pending.freeze ? 'freeze' : 'unfreeze'}_${pending.kind}`, {
                code: pending.row.device_code,
                id: pending.row.user_id,
              })
            : ''
        }
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
    </>
  );
}
