import type { ShopCard as ShopCardData } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../ui/avatar';
import { Icon } from '../ui/icon';
import { formatCount } from '../../lib/count-format';
import styles from './shop-card.module.css';
import { paths } from '../../lib/paths';

/** The seller on the detail page: avatar, name, city, score, goods and followers; opens the shop. */
export function ShopCard({ shop }: { shop: ShopCardData }) {
  const { t } = useTranslation('catalog');
  return (
    <Link to={paths.shop(shop.id)} className={styles.card}>
      <Avatar src={shop.avatar} alt={shop.shopname} name={shop.shopname} size={48} />
      <span className={styles.main}>
        <span className={styles.name}>
          {shop.isself && <span className={styles.tag}>{t('goods.selfRun')}</span>}
          {shop.shopname}
        </span>
        <span className={styles.meta}>
          {shop.city && <span>{shop.city}</span>}
          <span>{t('shop.score', { score: shop.score })}</span>
          <span>
            {t('shop.goodsCount', {
              count: shop.goods_count,
              value: formatCount(shop.goods_count),
            })}
          </span>
          <span>{t('shop.followers', { count: shop.like, value: formatCount(shop.like) })}</span>
        </span>
      </span>
      <span className={styles.enter}>
        {t('shop.enter')}
        <Icon name="right" size={14} />
      </span>
    </Link>
  );
}
