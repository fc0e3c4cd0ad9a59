import type { ShopCard as ShopCardData } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../ui/avatar';
import { Icon } from '../ui/icon';
import { ShopCounts, ShopName } from './shop-facts';
import styles from './shop-card.module.css';
import { paths } from '../../lib/paths';

/** The seller on the detail page: avatar, name, city, score, goods and followers; opens the shop. */
export function ShopCard({ shop }: { shop: ShopCardData }) {
  const { t } = useTranslation('catalog');
  return (
    <Link to={paths.shop(shop.id)} className={styles.card}>
      <Avatar src={shop.avatar} alt={shop.shopname} name={shop.shopname} size={48} />
      <span className={styles.main}>
        <ShopName shop={shop} styles={styles} />
        <span className={styles.meta}>
          {shop.city && <span>{shop.city}</span>}
          <span>{t('shop.score', { score: shop.score })}</span>
          <ShopCounts shop={shop} />
        </span>
      </span>
      <span className={styles.enter}>
        {t('shop.enter')}
        <Icon name="right" size={14} />
      </span>
    </Link>
  );
}
