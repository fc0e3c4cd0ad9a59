import { merchantLiveRoutes, type MerchantLiveRow } from '@cloudmall/contract/find';
import { Image, Space, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonColumn } from '../../../components/actions-column';
import { CreateButton } from '../../../components/create-button';
import type { FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { StateTag } from '../../../components/state-tag';
import { queryInt, useUrlQuery } from '../../../lib/url-query';
import { formatDuration } from '../live-format';
import { LiveCreateModal } from './live-create-modal';
import { LiveRoomDrawer } from './live-room-drawer';

/** The shop's live rooms, filtered on the server; start one, open one for its push URL, goods and end. */
export default function LivePage() {
  const { t } = useTranslation(['merchant-live', 'common']);
  const [query, setQuery] = useUrlQuery();
  const [creating, setCreating] = useState(false);
  const roomId = queryInt(query, 'room', 0) || undefined;
  const open = (id: number) => setQuery({ room: id });

  const filters: FilterField[] = [
    selectFilter('status', t('merchant-live:columns.status'), ['live', 'ended'] as const, (s) =>
      t(`merchant-live:status.${s}`),
    ),
  ];

  const columns: TableColumnsType<MerchantLiveRow> = [
    {
      title: t('merchant-live:fields.title'),
      render: (_, r) => (
        <Space>
          <Image
            src={r.cover}
            width={56}
            height={36}
            style={{ objectFit: 'cover' }}
            preview={false}
          />
          <span>{r.title}</span>
        </Space>
      ),
    },
    {
      title: t('merchant-live:columns.status'),
      dataIndex: 'status',
      render: (status: MerchantLiveRow['status']) => (
        <StateTag on={status === 'live'} color="red">
          {t(`merchant-live:status.${status}`)}
        </StateTag>
      ),
    },
    {
      title: t('merchant-live:columns.started'),
      dataIndex: 'started_at',
      render: (at: number) => dayjs.unix(at).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('merchant-live:columns.duration'),
      dataIndex: 'duration',
      render: formatDuration,
    },
    { title: t('merchant-live:columns.goods'), dataIndex: 'goods_count' },
    { title: t('merchant-live:columns.views'), dataIndex: 'views' },
    { title: t('merchant-live:columns.likes'), dataIndex: 'likes' },
    {
      ...buttonColumn<MerchantLiveRow>(
        t('common:actions.view'),
        (r) => open(r.id),
        (r) => `live-open-${r.id}`,
      ),
      title: t('merchant-live:columns.action'),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('merchant-live:title')}
        subtitle={t('merchant-live:subtitle')}
        extra={
          <CreateButton onClick={() => setCreating(true)} testId="live-create">
            {t('merchant-live:create')}
          </CreateButton>
        }
      />
      <ServerTable route={merchantLiveRoutes.list} columns={columns} filters={filters} />
      <LiveCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(room) => {
          setCreating(false);
          open(room.id);
        }}
      />
      <LiveRoomDrawer roomId={roomId} onClose={() => setQuery({ room: undefined })} />
    </>
  );
}
