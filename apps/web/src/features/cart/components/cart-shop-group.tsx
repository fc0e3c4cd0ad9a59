import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useCartStore, type CartShopGroup } from '../../../stores/cart/cart-store';
import { CartCheck } from './cart-check';
import { CartItemRow } from './cart-item-row';
import styles from './cart.module.css';
import { paths } from '../../../lib/paths';

/** A shop's products in the cart, with the shop's own check box. */
export function CartShopGroupCard({ group }: { group: CartShopGroup }) {
  const { t } = useTranslation('cart');
  const store = useCartStore.getState();
  return (
    <section className={styles.group} data-testid="cart-shop">
      <header className={styles.groupHeader}>
        <CartCheck
          checked={group.check}
          label={t('chooseShop', { shop: group.shop_name })}
          onChange={() => store.toggleShop(group.shop_id)}
        />
        <Link to={paths.shop(group.shop_id)} className={styles.shopName}>
          <Icon name="store" size={17} />
          <span>{group.shop_name}</span>
          <Icon name="right" size={14} />
        </Link>
      </header>
      <ul className={styles.items}>
        {group.products.map((product) => (
          <CartItemRow
            key={`${product.goods_id}-${product.sku_id}`}
            product={product}
            onToggle={() => store.toggleItem(group.shop_id, product.goods_id, product.sku_id)}
            onPlus={() => store.plus(group.shop_id, product.goods_id, product.sku_id)}
            onMinus={() => store.minus(group.shop_id, product.goods_id, product.sku_id)}
          />
        ))}
      </ul>
    </section>
  );
}
