import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { Icon } from '../../../../components/ui/icon';
import { formatPrice } from '../../../../lib/money';
import { formatDateTime } from '../../../../lib/time';
import type { OrderInfo } from '../../api/order-queries';
import { changeAddressPath } from '../../hooks/use-chosen-address';
import { orderPaths } from '../../hooks/use-order-actions';
import { trackingText, trackingTime } from '../../logistics-text';
import { canApplyRefund, refundStatusKey } from '../../order-states';
import { OrderGoodsRow } from '../../../../components/order/order-goods-row';
import styles from './detail-cards.module.css';

/** The latest tracking entry (when shipped) and the delivery address. */
export function DeliveryCard({ order }: { order: OrderInfo }) {
  const { t } = useTranslation('orders');
  return (
    <section className={styles.delivery}>
      {order.state >= 3 && order.state !== 7 && (
        <Link to={orderPaths.logistics(order.id)} className={styles.line}>
          <Icon name="truck" size={20} className={styles.icon} />
          <span className={styles.text}>
            <strong>
              {order.logistics.context
                ? trackingText(order.logistics, order, t)
                : t('logistics.shipped')}
            </strong>
            <small>{trackingTime(order.logistics.time)}</small>
          </span>
          <Icon name="right" size={16} />
        </Link>
      )}
      <div className={styles.line}>
        <Icon name="pin" size={20} className={styles.icon} />
        <span className={styles.text}>
          <strong>
            {order.address.name} <span className={styles.mobile}>{order.address.mobile}</span>
          </strong>
          <small>{order.address.address}</small>
        </span>
        {order.state <= 3 && order.isaddress === 0 && (
          <Link to={changeAddressPath(order.id)} className={styles.small}>
            {t('details.changeAddress')}
          </Link>
        )}
      </div>
    </section>
  );
}

/** The items, each with its after-sale entry: apply while allowed, else the refund's status. */
export function ItemsCard({ order }: { order: OrderInfo }) {
  const { t } = useTranslation('orders');
  return (
    <Card
      title={
        <span className={styles.shop}>
          <Icon name="store" size={16} /> {order.shop.shopname}
        </span>
      }
    >
      {order.goods.map((item) => {
        const refund = refundStatusKey(item.refund_status);
        return (
          <OrderGoodsRow key={item.id} {...item}>
            {canApplyRefund(order, item) && (
              <Link
                className={styles.small}
                to={orderPaths.refundApply(order.id, item.id)}
                data-testid="item-refund"
              >
                {t('details.applyRefund')}
              </Link>
            )}
            {refund && item.refund_id && (
              <Link className={styles.small} to={orderPaths.refundDetails(item.refund_id)}>
                {t(`refundStatus.${refund}`)}
              </Link>
            )}
          </OrderGoodsRow>
        );
      })}
    </Card>
  );
}

/** Goods, freight, discount, paid (and refunded) amounts. */
export function AmountsCard({ order }: { order: OrderInfo }) {
  const { t } = useTranslation('orders');
  const rows: [string, string][] = [
    [t('details.goodsAmount'), formatPrice(order.pay.order_price)],
    [t('details.freight'), formatPrice(order.pay.freight_price)],
  ];
  if (order.pay.discount_price !== '0.00')
    rows.push([t('details.discount'), `-${formatPrice(order.pay.discount_price)}`]);
  if (order.pay.refund_price !== '0.00')
    rows.push([t('details.refunded'), formatPrice(order.pay.refund_price)]);
  return (
    <Card>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{order.state === 1 ? t('details.due') : t('details.paid')}</dt>
          <dd data-testid="order-price">{formatPrice(order.pay.price)}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** Order number, remarks and the times of each step that happened. */
export function TimesCard({ order }: { order: OrderInfo }) {
  const { t } = useTranslation('orders');
  const times: [string, number][] = [
    ['createtime', order.createtime],
    ['paymenttime', order.paymenttime],
    ['delivertime', order.delivertime],
    ['taketime', order.taketime],
    ['dealtime', order.dealtime],
    ['closetime', order.closetime],
  ];
  return (
    <Card>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{t('details.orderNo')}</dt>
          <dd>{order.order_no}</dd>
        </div>
        {order.pay.pay_no && (
          <div className={styles.row}>
            <dt>{t('details.payNo')}</dt>
            <dd>{order.pay.pay_no}</dd>
          </div>
        )}
        {order.express_no && (
          <div className={styles.row}>
            <dt>{t('details.express')}</dt>
            <dd>
              {order.express_name} {order.express_no}
            </dd>
          </div>
        )}
        {order.remarks && (
          <div className={styles.row}>
            <dt>{t('details.remarks')}</dt>
            <dd>{order.remarks}</dd>
          </div>
        )}
        {times
          .filter(([, time]) => time > 0)
          .map(([key, time]) => (
            <div key={key} className={styles.row}>
              <dt>{t(`details.times.${key}`)}</dt>
              <dd>{formatDateTime(time)}</dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}
