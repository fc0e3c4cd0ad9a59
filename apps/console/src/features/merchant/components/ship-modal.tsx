import { merchantDeskRoutes, merchantOrderRoutes } from '@cloudmall/contract/merchant';
import { ShipOrderInputSchema } from '@cloudmall/contract/orders';
import type { ShopOrderRow } from '@cloudmall/contract/merchant';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRules } from '../../../lib/form-rules';
import { useConsoleMutation } from '../../../lib/query';

/** Ships a paid order with a carrier and a tracking number. */
export function ShipModal({ order, onClose }: { order?: ShopOrderRow; onClose: () => void }) {
  const { t } = useTranslation(['merchant', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ express_name: string; express_no: string }>();
  const ship = useConsoleMutation(merchantOrderRoutes.orderShip, {
    invalidates: [
      merchantOrderRoutes.orderList,
      merchantOrderRoutes.orderDetail,
      merchantDeskRoutes.badges,
      merchantDeskRoutes.dashboard,
    ],
    onSuccess: () => {
      void message.success(t('orders.shipped'));
      form.resetFields();
      onClose();
    },
  });
  const extra = { id: order?.id ?? 1 };
  return (
    <Modal
      open={!!order}
      title={order ? t('orders.shipTitle', { orderNo: order.order_no }) : ''}
      okText={t('orders.ship')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: ship.isPending }}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((values) => ship.mutate({ id: order!.id, ...values }))
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="express_name"
          label={t('orders.carrier')}
          rules={contractRules(ShipOrderInputSchema, 'express_name', t, extra)}
        >
          <Input maxLength={32} autoFocus />
        </Form.Item>
        <Form.Item
          name="express_no"
          label={t('orders.trackingNo')}
          rules={contractRules(ShipOrderInputSchema, 'express_no', t, extra)}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
