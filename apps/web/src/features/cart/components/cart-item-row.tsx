import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import type { CartProduct } from '../../../stores/cart/cart-store';
import { CartCheck } from './cart-check';
import { Glyph } from './glyphs';
import styles from './cart.module.css';
import { paths } from '../../../lib/paths';

interface CartItemRowProps {
  product: CartProduct;
  onToggle: () => void;
  onPlus: () => void;
  onMinus: () => void;
}

/** One cart product: check, picture, title, spec, price and a −/+ stepper (minus only above 1). */
export function CartItemRow({ product, onToggle, onPlus, onMinus }: CartItemRowProps) {
  const { t } = useTranslation('cart');
  const atStock = product.sku.stock !== undefined && product.number >= product.sku.stock;
  return (
    <li className={styles.item} data-testid="cart-item">
      <CartCheck
        checked={product.checked}
        label={t('chooseItem', { title: product.title })}
        onChange={onToggle}
      />
      <Link to={paths.goods(product.goods_id)} className={styles.picture}>
        <img src={product.image} alt="" loading="lazy" />
      </Link>
      <div className={styles.info}>
        <Link to={paths.goods(product.goods_id)} className={styles.title}>
          {product.title}
        </Link>
        {product.sku.difference && <span className={styles.spec}>{product.sku.difference}</span>}
        <div className={styles.priceRow}>
          <span className={styles.price}>{formatPrice(product.sku.price)}</span>
          <span className={styles.stepper}>
            <button
              type="button"
              aria-label={t('decrease')}
              disabled={product.number <= 1}
              onClick={onMinus}
            >
              <Glyph name="minus" />
            </button>
            <output aria-label={t('quantity')}>{product.number}</output>
            <button
              type="button"
              aria-label={atStock ? t('atStock', { count: product.sku.stock }) : t('increase')}
              disabled={atStock}
              onClick={onPlus}
            >
              <Glyph name="plus" />
            </button>
          </span>
        </div>
      </div>
    </li>
  );
}
