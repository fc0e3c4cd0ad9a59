import type { ShopOrderRow } from '@cloudmall/contract/merchant';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../../lib/time';

/** The packing list of an order, styled to print alone (`@media print` hides the rest). */
export function PackingList({ order }: { order: ShopOrderRow }) {
  const { t } = useTranslation('merchant');
  return (
    <section className="packing-list" data-testid="packing-list">
      <style>{`@media print {
        body * { visibility: hidden; }
        .packing-list, .packing-list * { visibility: visible; }
        .packing-list { position: absolute; left: 0; top: 0; width: 100%; padding: 24px; }
      }`}</style>
      <Typography.Title level={4}>
        {t('orders.packingFor', { orderNo: order.order_no })}
      </Typography.Title>
      <Typography.Paragraph>
        {t('orders.shop')}: {order.shop.shopname} · {formatUnixTime(order.createtime)}
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>{t('orders.address')}:</strong> {order.address.name} {order.address.mobile}
        <br />
        {order.address.address}
      </Typography.Paragraph>
      {order.remarks ? (
        <Typography.Paragraph>
          <strong>{t('orders.remarks')}:</strong> {order.remarks}
        </Typography.Paragraph>
      ) : null}
      <Table
        size="small"
        pagination={false}
        rowKey={(item) => item.id}
        dataSource={order.goods}
        columns={[
          { title: t('orders.goods'), dataIndex: 'title' },
          { title: t('orders.sku'), dataIndex: 'difference' },
          { title: t('orders.unitPrice'), dataIndex: 'price', align: 'right' },
          { title: t('orders.quantity'), dataIndex: 'number', align: 'right' },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 24 }}>
        {t('orders.checked')}: ____________________
      </Typography.Paragraph>
    </section>
  );
}
