import { merchantDeskRoutes, merchantRefundRoutes } from '@cloudmall/contract/merchant';
import type { ShopRefundRow } from '@cloudmall/contract/orders';
import { App, Button, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { formatUnixTime } from '../../../lib/time';
import { useMerchantLive } from '../api/use-merchant-live';

const STATES = [0, 1, 6, 2, 3, 4, 5] as const;
const stale = [
  merchantRefundRoutes.refundList,
  merchantDeskRoutes.badges,
  merchantDeskRoutes.dashboard,
];

/** Refund requests on the shop: agree, refuse with a reason, confirm the returned goods. */
export default function RefundsPage() {
  const { t } = useTranslation(['merchant', 'common']);
  const { message, modal } = App.useApp();
  useMerchantLive();
  const [refusing, setRefusing] = useState<ShopRefundRow | undefined>();
  const agree = useConsoleMutation(merchantRefundRoutes.refundAgree, {
    invalidates: stale,
    onSuccess: () => void message.success(t('refunds.agreed')),
  });
  const refuse = useConsoleMutation(merchantRefundRoutes.refundRefuse, {
    invalidates: stale,
    onSuccess: () => void message.success(t('refunds.refused')),
  });
  const receive = useConsoleMutation(merchantRefundRoutes.refundReceive, {
    invalidates: stale,
    onSuccess: () => void message.success(t('refunds.received')),
  });
  const confirm = (content: string, run: () => Promise<unknown>) =>
    modal.confirm({
      content,
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: run,
    });

  const columns: TableColumnsType<ShopRefundRow> = [
    { title: t('refunds.id'), dataIndex: 'id', width: 120, render: (id: number) => `#${id}` },
    {
      title: t('refunds.goods'),
      render: (_, row) =>
        `${row.goods.title}${row.goods.difference ? ` (${row.goods.difference})` : ''}`,
      ellipsis: true,
    },
    { title: t('refunds.amount'), dataIndex: 'price', align: 'right' },
    { title: t('refunds.type'), render: (_, row) => t(`refunds.types.${row.type}`) },
    { title: t('refunds.reason'), dataIndex: 'refund_content', ellipsis: true },
    { title: t('refunds.buyer'), render: (_, row) => row.buyer.nickname },
    {
      title: t('refunds.state'),
      render: (_, row) => (
        <Tag color={row.state === 0 || row.state === 6 ? 'orange' : 'default'}>
          {t(`refunds.states.${row.state}`)}
        </Tag>
      ),
    },
    { title: t('orders.createdAt'), render: (_, row) => formatUnixTime(row.createtime) },
    {
      title: t('refunds.actions'),
      width: 190,
      render: (_, row) => (
        <Space>
          {row.state === 0 ? (
            <>
              <Button
                size="small"
                type="primary"
                onClick={() =>
                  confirm(t('refunds.agreeConfirm', { id: row.id }), () =>
                    agree.mutateAsync({ id: row.id }),
                  )
                }
              >
                {t('refunds.agree')}
              </Button>
              <Button size="small" danger onClick={() => setRefusing(row)}>
                {t('refunds.refuse')}
              </Button>
            </>
          ) : null}
          {row.state === 6 ? (
            <Button
              size="small"
              type="primary"
              title={`${t('refunds.returnExpress')}: ${row.express_name} ${row.express_no}`}
              onClick={() =>
                confirm(t('refunds.receiveConfirm', { id: row.id }), () =>
                  receive.mutateAsync({ id: row.id }),
                )
              }
            >
              {t('refunds.receive')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('refunds.title')} subtitle={t('refunds.subtitle')} />
      <ServerTable
        route={merchantRefundRoutes.refundList}
        columns={columns}
        toInput={(query, paging) => ({ ...paging, state: query.state ? Number(query.state) : -1 })}
        filters={[
          selectFilter('state', t('refunds.state'), STATES, (state) =>
            t(`refunds.states.${state}`),
          ),
        ]}
      />
      <RowReasonModal
        row={refusing}
        danger
        title={refusing ? t('refunds.refuseTitle', { id: refusing.id }) : ''}
        description={t('refunds.refuseDescription')}
        okText={t('refunds.refuse')}
        onConfirm={(refund, reason) =>
          refuse.mutateAsync({ id: refund.id, refuse_content: reason })
        }
        onClose={() => setRefusing(undefined)}
      />
    </>
  );
}
