import type { RouteInput } from '@cloudmall/contract';
import {
  walletAdminRoutes,
  walletConsoleRoutes,
  type BulkResult,
} from '@cloudmall/contract/wallet';
import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { ReasonModal } from '../../../components/reason-modal';
import { ServerTable, type PageRow } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { dateTime, minorOf } from '../lib/money-text';

type Row = PageRow<typeof walletConsoleRoutes.withdrawals>;
const STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
const COLORS: Record<string, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** Withdrawals: filtered on the server; approve or reject one, or the selected ones in bulk. */
export default function WithdrawalsPage() {
  const { t, i18n } = useTranslation(['admin-money', 'common']);
  const { message } = App.useApp();
  const [selected, setSelected] = useState<Key[]>([]);
  const [rejecting, setRejecting] = useState<number[]>();
  const invalidates = [walletConsoleRoutes.withdrawals];
  const approveOne = useConsoleMutation(walletConsoleRoutes.approveWithdrawal, { invalidates });
  const rejectOne = useConsoleMutation(walletConsoleRoutes.rejectWithdrawal, { invalidates });
  const approveMany = useConsoleMutation(walletAdminRoutes.approveWithdrawals, { invalidates });
  const rejectMany = useConsoleMutation(walletAdminRoutes.rejectWithdrawals, { invalidates });

  const summarize = (result: BulkResult) => {
    const count = (outcome: string) => result.results.filter((r) => r.outcome === outcome).length;
    const text = t('withdrawals.bulkResult', {
      done: count('done'),
      already: count('already'),
      skipped: count('not_pending') + count('not_found'),
    });
    if (count('not_pending') + count('not_found') > 0) message.warning(text);
    else message.success(text);
    setSelected([]);
  };

  const columns: TableColumnsType<Row> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    {
      title: t('withdrawals.member'),
      key: 'member',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.username}</Typography.Text>
          <Typography.Text type="secondary">#{row.user_id}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('withdrawals.amount'),
      key: 'amount',
      align: 'right',
      render: (_, row) => (
        <Space direction="vertical" size={0} style={{ textAlign: 'right' }}>
          <Money minor={minorOf(row.amount)} />
          <Typography.Text type="secondary">
            {t('withdrawals.fee')} <Money minor={minorOf(row.fee)} />
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('withdrawals.account'),
      key: 'account',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.bank.bank_name || row.bank.type}</span>
          <Typography.Text type="secondary">{row.bank.account}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('withdrawals.status'),
      dataIndex: 'status',
      render: (status: string, row) => (
        <Space direction="vertical" size={0}>
          <Tag color={COLORS[status]}>{t(`withdrawals.statuses.${status}`)}</Tag>
          {row.reason ? <Typography.Text type="secondary">{row.reason}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: t('withdrawals.requested'),
      dataIndex: 'createtime',
      render: (seconds: number) => dateTime(seconds, i18n.language),
    },
    {
      title: '',
      key: 'actions',
      render: (_, row) =>
        row.status === 'pending' ? (
          <Space>
            <Popconfirm
              title={t('withdrawals.approveOne')}
              okText={t('common:actions.confirm')}
              cancelText={t('common:actions.cancel')}
              onConfirm={async () => {
                await approveOne.mutateAsync({ id: row.id });
                message.success(t('withdrawals.approvedOne'));
              }}
            >
              <Button type="primary" size="small" data-testid={`withdrawal-approve-${row.id}`}>
                {t('withdrawals.approve')}
              </Button>
            </Popconfirm>
            <Button danger size="small" onClick={() => setRejecting([row.id])}>
              {t('withdrawals.reject')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  const ids = selected.map(Number);
  const toolbar = (
    <Space style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">
        {t('withdrawals.selected', { count: ids.length })}
      </Typography.Text>
      <Popconfirm
        title={t('withdrawals.approveMany', { count: ids.length })}
        disabled={!ids.length}
        okText={t('common:actions.confirm')}
        cancelText={t('common:actions.cancel')}
        onConfirm={async () => summarize(await approveMany.mutateAsync({ ids }))}
      >
        <Button type="primary" disabled={!ids.length} loading={approveMany.isPending}>
          {t('withdrawals.approveSelected')}
        </Button>
      </Popconfirm>
      <Button danger disabled={!ids.length} onClick={() => setRejecting(ids)}>
        {t('withdrawals.rejectSelected')}
      </Button>
    </Space>
  );

  return (
    <>
      <PageHeader title={t('withdrawals.title')} subtitle={t('withdrawals.subtitle')} />
      <ServerTable
        route={walletConsoleRoutes.withdrawals}
        columns={columns}
        rowKey={(row) => row.id}
        toolbar={toolbar}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (row) => ({ disabled: row.status !== 'pending' }),
        }}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: t('withdrawals.status'),
            options: STATUSES.map((value) => ({
              value,
              label: t(`withdrawals.statuses.${value}`),
            })),
          },
          { kind: 'text', name: 'member', label: t('withdrawals.member') },
          { kind: 'dateRange', names: ['from', 'to'], label: t('withdrawals.requested') },
          { kind: 'amount', name: 'min_amount', label: t('withdrawals.minAmount') },
          { kind: 'amount', name: 'max_amount', label: t('withdrawals.maxAmount') },
        ]}
        toInput={(query, paging) =>
          ({
            ...paging,
            ...Object.fromEntries(
              ['status', 'member', 'from', 'to', 'min_amount', 'max_amount']
                .filter((name) => query[name])
                .map((name) => [name, query[name]]),
            ),
          }) as RouteInput<typeof walletConsoleRoutes.withdrawals>
        }
      />
      <ReasonModal
        open={!!rejecting}
        danger
        title={t('withdrawals.rejectTitle', { count: rejecting?.length ?? 0 })}
        description={t('withdrawals.rejectHint')}
        okText={t('withdrawals.reject')}
        schema={walletAdminRoutes.rejectWithdrawals.input}
        values={{ ids: rejecting?.length ? rejecting : [1] }}
        onCancel={() => setRejecting(undefined)}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          if (rejecting.length === 1 && !selected.length) {
            await rejectOne.mutateAsync({ id: rejecting[0]!, reason });
            message.success(t('withdrawals.rejectedOne'));
          } else summarize(await rejectMany.mutateAsync({ ids: rejecting, reason }));
          setRejecting(undefined);
        }}
      />
    </>
  );
}
