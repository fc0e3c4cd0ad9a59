import { merchantOrderRoutes } from '@cloudmall/contract/merchant';
import type { ShopOrderRow } from '@cloudmall/contract/merchant';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConsoleQuery } from '../../../lib/query';
import { formatUnixTime } from '../../../lib/time';
import { PackingList } from './packing-list';

/** One order of the shop: its state, shipment and the printable packing list. */
export function OrderDrawer(props: {
  id?: number;
  onClose: () => void;
  onShip: (row: ShopOrderRow) => void;
}) {
  const { t } = useTranslation(['merchant', 'common']);
  const { data } = useConsoleQuery(
    merchantOrderRoutes.orderDetail,
    { id: props.id ?? 0 },
    { enabled: props.id !== undefined },
  );
  return (
    <Drawer
      open={props.id !== undefined}
      onClose={props.onClose}
      width={760}
      title={data ? `${t('orders.detail')} · ${data.order_no}` : t('orders.detail')}
      extra={
        data ? (
          <Space>
            {data.state === 2 && !data.group_pending ? (
              <Button type="primary" onClick={() => props.onShip(data)}>
                {t('orders.ship')}
              </Button>
            ) : null}
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('orders.print')}
            </Button>
          </Space>
        ) : null
      }
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            column={2}
            size="small"
            bordered
            style={{ marginBottom: 16 }}
            className="no-print"
          >
            <Descriptions.Item label={t('orders.state')}>
              {t(`orders.states.${data.state}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.createdAt')}>
              {formatUnixTime(data.createtime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.total')}>{data.pay.price}</Descriptions.Item>
            <Descriptions.Item label={t('orders.express')}>
              {data.express_no ? `${data.express_name} ${data.express_no}` : '—'}
            </Descriptions.Item>
          </Descriptions>
          <PackingList order={data} />
        </>
      )}
    </Drawer>
  );
}
