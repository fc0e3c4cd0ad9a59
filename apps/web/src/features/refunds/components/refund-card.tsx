import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { formatPrice } from '../../../lib/money';
import type { RefundRow } from '../api/refund-queries';
import { refundPaths } from '../refund-paths';
import { isOpenState, refundStateKey, refundTypeKey } from '../refund-states';
import { OrderGoodsRow } from '../../../components/order/order-goods-row';
import styles from './refund-card.module.css';

/** One request in the list: shop, state, the item, type and amount; opens the details. */
export function RefundCard({ refund }: { refund: RefundRow }) {
  const { t } = useTranslation('refunds');
  return (
    <li className={styles.card} data-testid="refund-card" data-refund-id={refund.id}>
      <Link to={refundPaths.details(refund.id)} className={styles.link}>
        <header className={styles.header}>
          <span className={styles.shop}>
            <Icon name="store" size={16} /> {refund.shop.shopname}
          </span>
          <span className={isOpenState(refund.state) ? styles.open : styles.done}>
            {t(`state.${refundStateKey(refund.state)}`)}
          </span>
        </header>
        <OrderGoodsRow {...refund.goods} />
        <footer className={styles.footer}>
          <span className={styles.type}>{t(`type.${refundTypeKey(refund.type)}`)}</span>
          <span>
            {t('card.amount')} <strong>{formatPrice(refund.price)}</strong>
          </span>
        </footer>
      </Link>
    </li>
  );
}
