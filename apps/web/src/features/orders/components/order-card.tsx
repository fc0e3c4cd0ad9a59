import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { formatPrice } from '../../../lib/money';
import type { OrderRow } from '../api/order-queries';
import { orderActions, orderStatusKey, refundStatusKey, type OrderAction } from '../order-states';
import { orderPaths, useOrderActions } from '../hooks/use-order-actions';
import { OrderActionButtons } from './order-action-buttons';
import { OrderGoodsRow } from '../../../components/order/order-goods-row';
import styles from './order-card.module.css';

/** One order in the list: shop, status, items, amount paid and the actions of its state. */
export function OrderCard({
  order,
  onAction,
}: {
  order: OrderRow;
  onAction: (order: OrderRow, action: OrderAction) => void;
}) {
  const { t } = useTranslation('orders');
  const count = order.goods.reduce((sum, item) => sum + item.number, 0);
  return (
    <li className={styles.card} data-testid="order-card" data-order-id={order.id}>
      <header className={styles.header}>
        <span className={styles.shop}>
          <Icon name="store" size={16} /> {order.shop.shopname}
        </span>
        <span className={styles.status}>{t(`status.${orderStatusKey(order)}`)}</span>
      </header>
      <Link to={orderPaths.details(order.id)} className={styles.goods}>
        {order.goods.map((item) => {
          const refund = refundStatusKey(item.refund_status);
          return (
            <OrderGoodsRow key={item.id} {...item}>
              {refund && <span className={styles.refund}>{t(`refundStatus.${refund}`)}</span>}
            </OrderGoodsRow>
          );
        })}
      </Link>
      <p className={styles.sum}>
        {t('card.summary', { count })} <strong>{formatPrice(order.pay.price)}</strong>
        {order.pay.freight_price !== '0.00' && (
          <span className={styles.freight}>
            {t('card.freightIncluded', { freight: formatPrice(order.pay.freight_price) })}
          </span>
        )}
      </p>
      <OrderActionButtons
        actions={orderActions(order)}
        onAction={(action) => onAction(order, action)}
      />
    </li>
  );
}

/** An order card whose actions run here; `onChanged` follows an action (and a deletion). */
export function ActionableOrderCard({
  order,
  onChanged,
}: {
  order: OrderRow;
  onChanged: () => void;
}) {
  const run = useOrderActions(onChanged);
  return (
    <OrderCard order={order} onAction={(row, action) => void run(row, action).then(onChanged)} />
  );
}
