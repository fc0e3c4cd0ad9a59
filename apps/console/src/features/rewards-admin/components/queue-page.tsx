import { queueConsoleRoutes, type QueueAllocation } from '@cloudmall/contract/rewards';
import { Tabs, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonColumn } from '../../../components/actions-column';
import { PageHeader } from '../../../components/page-header';
import { type PageRow, ServerTable } from '../../../components/server-table';
import { useUrlQuery } from '../../../lib/url-query';
import { formatUnixTime } from '../../../lib/time';
import { AllocateModal } from './allocate-modal';

type QueueGoods = PageRow<typeof queueConsoleRoutes.goods>;

const TABS = ['queues', 'history'] as const;

/**
 * Admin → Public queue: per goods, how many wait and were allocated; allocate N units to the first
 * N waiting (join order, with a reason); the allocation history.
 */
export default function QueuePage() {
  const { t } = useTranslation(['rewards-admin', 'common']);
  const [query, setQuery] = useUrlQuery();
  const [allocating, setAllocating] = useState<QueueGoods | undefined>();
  const tab = query.tab === 'history' ? 'history' : 'queues';
  const goodsColumns: TableColumnsType<QueueGoods> = [
    { title: t('fields.goodsId'), dataIndex: 'goods_id', width: 90 },
    { title: t('fields.goods'), dataIndex: 'title', ellipsis: true },
    { title: t('queue.waiting'), dataIndex: 'waiting', width: 110 },
    { title: t('queue.allocatedCount'), dataIndex: 'allocated', width: 110 },
    buttonColumn(
      t('queue.allocate'),
      (row) => setAllocating(row),
      (row) => `allocate-${row.goods_id}`,
    ),
  ];
  const historyColumns: TableColumnsType<QueueAllocation> = [
    { title: t('fields.id'), dataIndex: 'id', width: 70 },
    { title: t('fields.goods'), render: (_, row) => `${row.title} (#${row.goods_id})` },
    { title: t('fields.units'), dataIndex: 'units', width: 90 },
    { title: t('queue.allocatedCount'), dataIndex: 'allocated', width: 110 },
    { title: t('common:reason.label'), dataIndex: 'reason', ellipsis: true },
    { title: t('fields.createdBy'), dataIndex: 'created_by_name', width: 110 },
    { title: t('fields.createdAt'), dataIndex: 'created_at', render: formatUnixTime },
  ];
  const tables = {
    queues: (
      <ServerTable
        route={queueConsoleRoutes.goods}
        columns={goodsColumns}
        rowKey={(row) => row.goods_id}
      />
    ),
    history: (
      <ServerTable
        route={queueConsoleRoutes.allocations}
        columns={historyColumns}
        filters={[{ kind: 'text', name: 'goods_id', label: t('fields.goodsId') }]}
      />
    ),
  };
  return (
    <>
      <PageHeader title={t('queue.title')} subtitle={t('queue.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={(next) =>
          setQuery({ tab: next === 'history' ? 'history' : undefined, page: undefined })
        }
        items={TABS.map((key) => ({
          key,
          label: t(`queue.tabs.${key}`),
          children: tables[key],
        }))}
      />
      <AllocateModal
        open={allocating !== undefined}
        goods={allocating}
        onClose={() => setAllocating(undefined)}
      />
    </>
  );
}
