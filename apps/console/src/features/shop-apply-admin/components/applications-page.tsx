import {
  SHOP_APPLY_STATES,
  shopApplyConsoleRoutes,
  type ShopApplicationRow,
} from '@cloudmall/contract/merchant';
import { App, Button, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column';
import { CellLines } from '../../../components/cell-lines';
import { PageHeader } from '../../../components/page-header';
import { ReviewActions } from '../../../components/review-actions';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { formatUnixTime } from '../../../lib/time';
import { ApplicationDrawer } from './application-drawer';
import { StateBadge } from './state-badge';

/**
 * Merchant applications: by state (sent ones oldest first), one opened with its fields and photos;
 * approve (opens the shop, grants the merchant role) after a confirm, or refuse with a reason.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation(['shop-apply-admin', 'common']);
  const { message } = App.useApp();
  const [opened, setOpened] = useState<ShopApplicationRow>();
  const [refusing, setRefusing] = useState<ShopApplicationRow>();
  const invalidates = [shopApplyConsoleRoutes.list];
  const approve = useConsoleMutation(shopApplyConsoleRoutes.approve, { invalidates });
  const refuse = useConsoleMutation(shopApplyConsoleRoutes.refuse, { invalidates });

  const approveRow = async (row: ShopApplicationRow) => {
    await approve.mutateAsync({ id: row.id });
    message.success(t('approved', { name: row.shopname }));
    setOpened(undefined);
  };
  const decide = (row: ShopApplicationRow) =>
    row.state === 'pending' ? (
      <ReviewActions
        approveText={t('approve')}
        approveQuestion={t('approveConfirm', { name: row.shopname, member: row.username })}
        onApprove={() => approveRow(row)}
        approveTestId={`apply-approve-${row.id}`}
        refuseText={t('refuse')}
        onRefuse={() => setRefusing(row)}
      />
    ) : null;

  const columns: TableColumnsType<ShopApplicationRow> = [
    {
      title: t('fields.member'),
      key: 'member',
      render: (_, row) => (
        <CellLines note={`#${row.user_id}`}>
          <Typography.Text strong>{row.username}</Typography.Text>
        </CellLines>
      ),
    },
    {
      title: t('fields.shopname'),
      key: 'shop',
      render: (_, row) => (
        <CellLines note={t(`storeTypes.${row.store_type}`)}>{row.shopname}</CellLines>
      ),
    },
    {
      title: t('fields.realName'),
      key: 'person',
      render: (_, row) => <CellLines note={t(`idTypes.${row.id_type}`)}>{row.real_name}</CellLines>,
    },
    { title: t('fields.state'), key: 'state', render: (_, row) => <StateBadge row={row} /> },
    {
      title: t('fields.updated'),
      dataIndex: 'updatetime',
      render: (seconds: number) => formatUnixTime(seconds),
    },
    actionsColumn((row) => (
      <Space>
        <Button size="small" onClick={() => setOpened(row)} data-testid={`apply-open-${row.id}`}>
          {t('open')}
        </Button>
        {decide(row)}
      </Space>
    )),
  ];

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ServerTable
        route={shopApplyConsoleRoutes.list}
        columns={columns}
        rowKey={(row) => row.id}
        filters={[
          selectFilter(
            'state',
            t('fields.state'),
            SHOP_APPLY_STATES.filter((state) => state !== 'draft'),
            (state) => t(`states.${state}`),
          ),
          { kind: 'text', name: 'q', label: t('search'), placeholder: t('searchHint') },
        ]}
      />
      <ApplicationDrawer
        row={opened}
        actions={opened ? decide(opened) : null}
        onClose={() => setOpened(undefined)}
      />
      <RowReasonModal
        row={refusing}
        danger
        title={t('refuseTitle', { name: refusing?.shopname ?? '' })}
        description={t('refuseHint')}
        okText={t('refuse')}
        schema={shopApplyConsoleRoutes.refuse.input}
        values={{ id: refusing?.id ?? 1 }}
        onConfirm={async (row, reason) => {
          await refuse.mutateAsync({ id: row.id, reason });
          message.success(t('refused', { name: row.shopname }));
          setOpened(undefined);
        }}
        onClose={() => setRefusing(undefined)}
      />
    </>
  );
}
