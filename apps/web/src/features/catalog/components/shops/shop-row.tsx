import type { ShopCard } from '@cloudmall/contract/catalog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { ShopCounts, ShopName } from '../../../../components/goods/shop-facts';
import styles from './shop-row.module.css';
import { paths } from '../../../../lib/paths';

/** A shop in a list: avatar, name (self-run tag), city, score, goods and followers; opens the shop page. */
export function ShopRow({ shop, action }: { shop: ShopCard; action?: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <li className={styles.item}>
      <Link to={paths.shop(shop.id)} className={styles.row}>
        <Avatar src={shop.avatar} alt={shop.shopname} name={shop.shopname} size={50} />
        <span className={styles.main}>
          <ShopName shop={shop} styles={styles} />
          <span className={styles.meta}>
            <span className={styles.score}>{t('shop.score', { score: shop.score })}</span>
            {shop.city && <span>{shop.city}</span>}
          </span>
          <span className={styles.meta}>
            <ShopCounts shop={shop} />
          </span>
        </span>
      </Link>
      {action && <span className={styles.action}>{action}</span>}
    </li>
  );
}
