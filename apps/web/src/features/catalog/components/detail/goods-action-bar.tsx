import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge } from '../../../../components/ui/count-badge';
import { Icon } from '../../../../components/ui/icon';
import { useCartStore } from '../../../../stores/cart/cart-store';
import styles from './goods-action-bar.module.css';
import { PAGES } from '../../../../lib/paths';

interface GoodsActionBarProps {
  favourite: boolean;
  favouritePending: boolean;
  soldOut: boolean;
  onShop: () => void;
  onChat: () => void;
  onFavourite: () => void;
  onCart: () => void;
  onBuy: () => void;
}

/** The bottom bar of the detail page: shop, chat, favourite, the cart (with its count), add to cart and buy now. */
export function GoodsActionBar({
  favourite,
  favouritePending,
  soldOut,
  onShop,
  onChat,
  onFavourite,
  onCart,
  onBuy,
}: GoodsActionBarProps) {
  const { t } = useTranslation(['catalog', 'common']);
  const inCart = useCartStore((state) => state.cartnum);
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.icon} onClick={onShop}>
        <Icon name="store" size={21} />
        {t('detail.shop')}
      </button>
      <button type="button" className={styles.icon} onClick={onChat}>
        <Icon name="message" size={21} />
        {t('detail.chat')}
      </button>
      <button
        type="button"
        className={`${styles.icon} ${favourite ? styles.on : ''}`}
        onClick={onFavourite}
        aria-pressed={favourite}
        disabled={favouritePending}
      >
        <Icon name="heart" size={21} style={favourite ? { fill: 'currentColor' } : undefined} />
        {t(favourite ? 'detail.favourited' : 'detail.favourite')}
      </button>
      <Link
        to={PAGES.shoppingCart}
        className={`${styles.icon} ${styles.cartLink}`}
        data-testid="goods-cart-link"
      >
        <Icon name="cart" size={21} />
        {t('common:tabs.shoppingCart')}
        <CountBadge count={inCart} className={styles.cartCount} />
      </Link>
      <div className={styles.buttons}>
        {soldOut ? (
          <button type="button" className={styles.soldOut} disabled>
            {t('detail.soldOut')}
          </button>
        ) : (
          <>
            <button type="button" className={styles.cart} onClick={onCart}>
              {t('detail.addToCart')}
            </button>
            <button type="button" className={styles.buy} onClick={onBuy}>
              {t('detail.buyNow')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
