import type { RouteInput } from '@cloudmall/contract';
import { REFUND_STATE, refundConsoleRoutes } from '@cloudmall/contract/orders';
import { App, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column';
import { CellLines } from '../../../components/cell-lines';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { ReviewActions } from '../../../components/review-actions';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { ServerTable, type PageRow } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { minorOf } from '../../../lib/money';
import { dateTimeColumn } from './table-columns';

type Row = PageRow<typeof refundConsoleRoutes.list>;
const STATE_NAMES = Object.fromEntries(
  Object.entries(REFUND_STATE).map(([name, value]) => [value, name]),
) as Record<number, string>;

/** Disputed refunds: requests the buyer sent to the platform after the shop refused; agree or refuse with a reason. */
export default function RefundsPage() {
  const { t, i18n } = useTranslation(['admin-money', 'common']);
  const { message } = App.useApp();
  const [refusing, setRefusing] = useState<Row>();
  const invalidates = [refundConsoleRoutes.list];
  const agree = useConsoleMutation(refundConsoleRoutes.agree, { invalidates });
  const refuse = useConsoleMutation(refundConsoleRoutes.refuse, { invalidates });

  const columns: TableColumnsType<Row> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('refunds.goods'),
      key: 'goods',
      render: (_, row) => (
        <CellLines note={t('refunds.order', { id: row.order_id })}>
          <Typography.Text strong ellipsis style={{ maxWidth: 220 }}>
            {row.goods.title}
          </Typography.Text>
        </CellLines>
      ),
    },
    {
      title: t('refunds.parties'),
      key: 'parties',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>
            {t('refunds.buyer')}: {row.buyer.nickname} (#{row.buyer.id})
          </span>
          <span>
            {t('refunds.shop')}: {row.shop.shopname}
          </span>
        </Space>
      ),
    },
    {
      title: t('refunds.amount'),
      dataIndex: 'price',
      align: 'right',
      render: (price: string) => <Money minor={minorOf(price)} />,
    },
    {
      title: t('refunds.statements'),
      key: 'statements',
      render: (_, row) => (
        <CellLines
          style={{ maxWidth: 280 }}
          note={`${t('refunds.shopSays')}: ${row.refuse_content || '—'}`}
        >
          <Typography.Text>
            {t('refunds.buyerSays')}: {row.refund_content || '—'}
          </Typography.Text>
        </CellLines>
      ),
    },
    {
      title: t('refunds.state'),
      dataIndex: 'state',
      render: (state: number) => (
        <Tag color={state === REFUND_STATE.arbitration ? 'orange' : 'default'}>
          {t(`refunds.states.${STATE_NAMES[state] ?? 'closed'}`)}
        </Tag>
      ),
    },
    dateTimeColumn(t('refunds.requested'), 'createtime', i18n.language),
    actionsColumn((row) =>
      row.state === REFUND_STATE.arbitration ? (
        <ReviewActions
          approveText={t('refunds.agree')}
          approveQuestion={t('refunds.agreeConfirm')}
          onApprove={async () => {
            await agree.mutateAsync({ id: row.id });
            message.success(t('refunds.agreed'));
          }}
          refuseText={t('refunds.refuse')}
          onRefuse={() => setRefusing(row)}
        />
      ) : null,
    ),
  ];

  return (
    <>
      <PageHeader title={t('refunds.title')} subtitle={t('refunds.subtitle')} />
      <ServerTable
        route={refundConsoleRoutes.list}
        columns={columns}
        filters={[
          {
            kind: 'select',
            name: 'state',
            label: t('refunds.state'),
            options: [
              { value: 'all', label: t('refunds.allStates') },
              ...Object.entries(REFUND_STATE).map(([name, value]) => ({
                value: String(value),
                label: t(`refunds.states.${name}`),
              })),
            ],
          },
        ]}
        toInput={(query, paging) =>
          ({
            ...paging,
            state:
              query.state === 'all'
                ? -1
                : query.state
                  ? Number(query.state)
                  : REFUND_STATE.arbitration,
          }) as RouteInput<typeof refundConsoleRoutes.list>
        }
      />
      <RowReasonModal
        row={refusing}
        danger
        title={t('refunds.refuseTitle', { id: refusing?.id ?? 0 })}
        description={t('refunds.refuseHint')}
        okText={t('refunds.refuse')}
        onConfirm={async (refund, reason) => {
          await refuse.mutateAsync({ id: refund.id, refuse_content: reason });
          message.success(t('refunds.refused'));
        }}
        onClose={() => setRefusing(undefined)}
      />
    </>
  );
}
