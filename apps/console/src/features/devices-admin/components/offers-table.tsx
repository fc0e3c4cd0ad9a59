import type { CodeKind, DeviceOffer } from '@cloudmall/contract/devices';
import { Card, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleQuery } from '../../../lib/query';
import { devicesAdminRoutes } from '../api/devices-api';

/** Which goods issue plan or script codes (paged and filtered by kind on the server). */
export function OffersTable() {
  const { t } = useTranslation(['devices', 'common']);
  const [kind, setKind] = useState<CodeKind | undefined>();
  const [paging, setPaging] = useState({ page: 1, list_rows: 10 });
  const result = useConsoleQuery(
    devicesAdminRoutes.offers,
    { kind, ...paging },
    { keepPrevious: true },
  );
  const columns: TableColumnsType<DeviceOffer> = [
    { title: t('fields.goods'), key: 'goods', render: (_, o) => o.goods_title ?? `#${o.goods_id}` },
    { title: 'SKU', dataIndex: 'sku_id', render: (id: number | null) => id ?? t('offers.allSkus') },
    {
      title: t('fields.kind'),
      dataIndex: 'kind',
      render: (k: string) => <Tag>{t(`kind.${k}`)}</Tag>,
    },
    { title: t('fields.script'), dataIndex: 'script_name', render: (n: string | null) => n ?? '—' },
    { title: t('fields.days'), dataIndex: 'days' },
    {
      title: t('fields.price'),
      dataIndex: 'price',
      render: (p: string | null) => p ?? t('offers.offSale'),
    },
  ];
  return (
    <Card
      title={t('offers.title')}
      style={{ marginTop: 24 }}
      extra={
        <Select
          allowClear
          placeholder={t('fields.kind')}
          style={{ width: 160 }}
          value={kind}
          onChange={(value?: CodeKind) => {
            setKind(value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={(['cloud_phone', 'script'] as const).map((value) => ({
            value,
            label: t(`kind.${value}`),
          }))}
        />
      }
    >
      <Table<DeviceOffer>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={result.data?.data ?? []}
        loading={result.isFetching}
        pagination={{
          current: paging.page,
          pageSize: paging.list_rows,
          total: result.data?.total ?? 0,
          onChange: (page, list_rows) => setPaging({ page, list_rows }),
        }}
      />
    </Card>
  );
}
