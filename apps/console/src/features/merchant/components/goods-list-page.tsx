import { catalogRoutes } from '@cloudmall/contract/catalog';
import { merchantGoodsRoutes, type MerchantGoodsRow } from '@cloudmall/contract/merchant';
import { App, Button, Image, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { StateTag } from '../../../components/state-tag';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';
import { categoryOptions } from '../lib/categories';

/** The shop's goods, filtered and paged on the server; put on or off sale from the row. */
export default function GoodsListPage() {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const categories = useConsoleQuery(catalogRoutes.categories, {});
  const setStatus = useConsoleMutation(merchantGoodsRoutes.goodsStatus, {
    invalidates: [merchantGoodsRoutes.goodsList],
    onSuccess: (_, input) =>
      void message.success(t(input.status === 'normal' ? 'goods.putOnDone' : 'goods.putOffDone')),
  });
  const columns: TableColumnsType<MerchantGoodsRow> = [
    {
      title: t('goods.image'),
      dataIndex: 'image',
      width: 72,
      render: (src: string) => <Image src={src} width={48} height={48} preview={false} />,
    },
    { title: t('goods.name'), dataIndex: 'title' },
    { title: t('goods.category'), render: (_, row) => row.category.name },
    { title: t('goods.price'), dataIndex: 'price', align: 'right' },
    { title: t('goods.stock'), dataIndex: 'stock', align: 'right' },
    { title: t('goods.sales'), dataIndex: 'sales', align: 'right' },
    { title: t('goods.skus'), dataIndex: 'sku_count', align: 'right' },
    {
      title: t('goods.status'),
      dataIndex: 'status',
      render: (status: MerchantGoodsRow['status']) => (
        <StateTag on={status === 'normal'}>{t(`status.${status}`)}</StateTag>
      ),
    },
    {
      title: t('goods.actions'),
      render: (_, row) => (
        <Space>
          <Button size="small" onClick={() => void navigate(`/merchant/goods/edit?id=${row.id}`)}>
            {t('goods.edit')}
          </Button>
          <Button
            size="small"
            type={row.status === 'normal' ? 'default' : 'primary'}
            loading={setStatus.isPending && setStatus.variables?.id === row.id}
            onClick={() =>
              setStatus.mutate({
                id: row.id,
                status: row.status === 'normal' ? 'hidden' : 'normal',
              })
            }
          >
            {t(row.status === 'normal' ? 'goods.putOff' : 'goods.putOn')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('goods.title')}
        subtitle={t('goods.subtitle')}
        extra={
          <Button type="primary" onClick={() => void navigate('/merchant/goods/edit')}>
            {t('goods.create')}
          </Button>
        }
      />
      <ServerTable
        route={merchantGoodsRoutes.goodsList}
        columns={columns}
        filters={[
          { kind: 'text', name: 'q', label: t('goods.search') },
          selectFilter('status', t('goods.status'), ['normal', 'hidden'] as const, (value) =>
            t(`status.${value}`),
          ),
          {
            kind: 'select',
            name: 'category_id',
            label: t('goods.category'),
            options: categoryOptions(categories.data ?? []),
          },
        ]}
      />
    </>
  );
}
