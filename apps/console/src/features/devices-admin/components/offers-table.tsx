import type { CodeKind, DeviceOffer } from '@cloudmall/contract/devices';
import { Card, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../lib/paged-query';
import { devicesAdminRoutes } from '../api/devices-api';

/** Which goods issue plan or script codes (paged and filtered by kind on the server). */
export function OffersTable() {
  const { t } = useTranslation(['devices', 'common']);
  const [kind, setKind] = useState<CodeKind | undefined>();
  const offers = usePagedQuery(devicesAdminRoutes.offers, { kind }, { pageSize: 10 });
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
            offers.firstPage();
          }}
          options={(['cloud_phone', 'script'] as const).map((value) => ({
            value,
            label: t(`kind.${value}`),
          }))}
        />
      }
    >
      <PagedTable columns={columns} list={offers} />
    </Card>
  );
}
