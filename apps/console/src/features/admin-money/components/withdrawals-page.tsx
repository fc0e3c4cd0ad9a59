import {
  walletAdminRoutes,
  walletConsoleRoutes,
  type BulkResult,
} from '@cloudmall/contract/wallet';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column';
import { CellLines } from '../../../components/cell-lines';
import { Money } from '../../../components/money';
import { memberColumn } from '../../../components/member-column';
import { PageHeader } from '../../../components/page-header';
import { ReviewActions } from '../../../components/review-actions';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable, type PageRow } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { minorOf } from '../../../lib/money';
import { dateTimeColumn, REVIEW_COLORS, reviewStatusColumn } from './table-columns';

type Row = PageRow<typeof walletConsoleRoutes.withdrawals>;
const STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
const COLORS = { ...REVIEW_COLORS, cancelled: 'default' };

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
    memberColumn(t('withdrawals.member')),
    {
      title: t('withdrawals.amount'),
      key: 'amount',
      align: 'right',
      render: (_, row) => (
        <CellLines
          style={{ textAlign: 'right' }}
          note={
            <>
              {t('withdrawals.fee')} <Money minor={minorOf(row.fee)} />
            </>
          }
        >
          <Money minor={minorOf(row.amount)} />
        </CellLines>
      ),
    },
    {
      title: t('withdrawals.account'),
      key: 'account',
      render: (_, row) => (
        <CellLines note={row.bank.account}>
          <span>{row.bank.bank_name || row.bank.type}</span>
        </CellLines>
      ),
    },
    reviewStatusColumn(t('withdrawals.status'), COLORS, (status) =>
      t(`withdrawals.statuses.${status}`),
    ),
    dateTimeColumn(t('withdrawals.requested'), 'createtime', i18n.language),
    actionsColumn((row) =>
      row.status === 'pending' ? (
        <ReviewActions
          approveText={t('withdrawals.approve')}
          approveQuestion={t('withdrawals.approveOne')}
          onApprove={async () => {
            await approveOne.mutateAsync({ id: row.id });
            message.success(t('withdrawals.approvedOne'));
          }}
          approveTestId={`withdrawal-approve-${row.id}`}
          refuseText={t('withdrawals.reject')}
          onRefuse={() => setRejecting([row.id])}
        />
      ) : null,
    ),
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
        toolbar={toolbar}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (row) => ({ disabled: row.status !== 'pending' }),
        }}
        filters={[
          selectFilter('status', t('withdrawals.status'), STATUSES, (status) =>
            t(`withdrawals.statuses.${status}`),
          ),
          { kind: 'text', name: 'member', label: t('withdrawals.member') },
          { kind: 'dateRange', names: ['from', 'to'], label: t('withdrawals.requested') },
          { kind: 'amount', name: 'min_amount', label: t('withdrawals.minAmount') },
          { kind: 'amount', name: 'max_amount', label: t('withdrawals.maxAmount') },
        ]}
      />
      <RowReasonModal
        row={rejecting}
        danger
        title={t('withdrawals.rejectTitle', { count: rejecting?.length ?? 0 })}
        description={t('withdrawals.rejectHint')}
        okText={t('withdrawals.reject')}
        schema={walletAdminRoutes.rejectWithdrawals.input}
        values={{ ids: rejecting?.length ? rejecting : [1] }}
        onConfirm={async (ids, reason) => {
          if (ids.length === 1 && !selected.length) {
            await rejectOne.mutateAsync({ id: ids[0]!, reason });
            message.success(t('withdrawals.rejectedOne'));
          } else summarize(await rejectMany.mutateAsync({ ids, reason }));
        }}
        onClose={() => setRejecting(undefined)}
      />
    </>
  );
}
