import type { ShopCard } from '@cloudmall/contract/catalog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { formatCount } from '../../../../lib/count-format';
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
          <span className={styles.name}>
            {shop.isself && <span className={styles.tag}>{t('goods.selfRun')}</span>}
            {shop.shopname}
          </span>
          <span className={styles.meta}>
            <span className={styles.score}>{t('shop.score', { score: shop.score })}</span>
            {shop.city && <span>{shop.city}</span>}
          </span>
          <span className={styles.meta}>
            <span>
              {t('shop.goodsCount', {
                count: shop.goods_count,
                value: formatCount(shop.goods_count),
              })}
            </span>
            <span>{t('shop.followers', { count: shop.like, value: formatCount(shop.like) })}</span>
          </span>
        </span>
      </Link>
      {action && <span className={styles.action}>{action}</span>}
    </li>
  );
}
