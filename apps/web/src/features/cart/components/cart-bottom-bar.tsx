import { useTranslation } from 'react-i18next';
import { useIsTabPage } from '../../../components/layout/tab-page-context';
import { formatPrice } from '../../../lib/money';
import { useCartStore } from '../../../stores/cart/cart-store';
import { CartCheck } from './cart-check';
import styles from './cart.module.css';

interface CartBottomBarProps {
  onSettle: () => void;
  onDelete: () => void;
  onFavourite: () => void;
}

/** Select all, then the total and Settle (n), or in edit mode Move to favourites and Delete. */
export function CartBottomBar({ onSettle, onDelete, onFavourite }: CartBottomBarProps) {
  const { t } = useTranslation('cart');
  const { status, allsum, allchoose, operate, toggleAll } = useCartStore();
  const onTabPage = useIsTabPage();
  return (
    <div className={`${styles.bar} ${onTabPage ? styles.barAboveTabs : ''}`} data-testid="cart-bar">
      <label className={styles.all}>
        <CartCheck checked={status} label={t('selectAll')} onChange={toggleAll} />
        <span aria-hidden>{t('selectAll')}</span>
      </label>
      {operate ? (
        <div className={styles.barButtons}>
          <button type="button" className={styles.ghost} onClick={onFavourite}>
            {t('moveToFavourites')}
          </button>
          <button type="button" className={styles.danger} onClick={onDelete}>
            {t('delete')}
          </button>
        </div>
      ) : (
        <div className={styles.barButtons}>
          <span className={styles.total}>
            {t('total')} <strong data-testid="cart-total">{formatPrice(allsum)}</strong>
          </span>
          <button type="button" className={styles.settle} onClick={onSettle}>
            {t('settle', { count: allchoose })}
          </button>
        </div>
      )}
    </div>
  );
}
