import { merchantOrderRoutes } from '@cloudmall/contract/merchant';
import type { ShopOrderRow } from '@cloudmall/contract/merchant';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { formatUnixTime } from '../../../lib/time';
import { queryInt, useUrlQuery } from '../../../lib/url-query';
import { useMerchantLive } from '../api/use-merchant-live';
import { OrderDrawer } from './order-drawer';
import { ShipModal } from './ship-modal';

const STATES = [1, 2, 3, 4, 6, 7] as const;

/** The shop's orders: filters on the server, a detail drawer with the packing list, shipping. */
export default function OrdersPage() {
  const { t } = useTranslation('merchant');
  useMerchantLive();
  const [query, setQuery] = useUrlQuery();
  const openId = queryInt(query, 'order', 0) || undefined;
  const [shipping, setShipping] = useState<ShopOrderRow | undefined>();
  const columns: TableColumnsType<ShopOrderRow> = [
    {
      title: t('orders.orderNo'),
      dataIndex: 'order_no',
      width: 210,
      render: (no: string) => <span style={{ whiteSpace: 'nowrap' }}>{no}</span>,
    },
    {
      title: t('orders.goods'),
      render: (_, row) => row.goods.map((item) => `${item.title} ×${item.number}`).join(', '),
      ellipsis: true,
    },
    { title: t('orders.total'), render: (_, row) => row.pay.price, align: 'right' },
    { title: t('orders.buyer'), render: (_, row) => row.address.name },
    {
      title: t('orders.state'),
      render: (_, row) => (
        <Space size={4}>
          <Tag color={row.state === 2 ? 'orange' : row.state === 3 ? 'blue' : 'default'}>
            {t(`orders.states.${row.state}`)}
          </Tag>
          {row.group_pending ? <Tag>{t('orders.groupPending')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('orders.createdAt'), render: (_, row) => formatUnixTime(row.createtime) },
    {
      title: t('orders.actions'),
      render: (_, row) => (
        <Space onClick={(event) => event.stopPropagation()}>
          <Button size="small" onClick={() => setQuery({ order: row.id })}>
            {t('orders.detail')}
          </Button>
          {row.state === 2 && !row.group_pending ? (
            <Button size="small" type="primary" onClick={() => setShipping(row)}>
              {t('orders.ship')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('orders.title')} subtitle={t('orders.subtitle')} />
      <ServerTable
        route={merchantOrderRoutes.orderList}
        columns={columns}
        onRowClick={(row) => setQuery({ order: row.id })}
        filters={[
          { kind: 'text', name: 'order_no', label: t('orders.orderNo') },
          selectFilter('state', t('orders.state'), STATES, (state) => t(`orders.states.${state}`)),
          { kind: 'dateRange', names: ['date_from', 'date_to'], label: t('orders.dates') },
        ]}
      />
      <OrderDrawer
        id={openId}
        onClose={() => setQuery({ order: undefined })}
        onShip={(row) => setShipping(row)}
      />
      <ShipModal order={shipping} onClose={() => setShipping(undefined)} />
    </>
  );
}
