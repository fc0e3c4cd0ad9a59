import type { GoodsCard as Goods } from '@cloudmall/contract/catalog';
import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { mediaUrl } from '../../../../lib/media';
import { formatPrice } from '../../../../lib/money';
import { findPaths } from '../../find-navigation';
import styles from './goods-card.module.css';

interface GoodsCardProps {
  goods: Goods;
  /** `dark` sits on video (translucent). */
  tone?: 'light' | 'dark';
}

/** A linked goods: picture, title (plain text, two lines), price; opens the product page. */
export function GoodsCard({ goods, tone = 'light' }: GoodsCardProps) {
  const image = mediaUrl(goods.image);
  return (
    <Link
      to={findPaths.goods(goods.id)}
      className={`${styles.card} ${tone === 'dark' ? styles.dark : ''}`}
    >
      <span className={styles.picture}>
        {image ? <img src={image} alt="" loading="lazy" /> : <Icon name="box" size={24} />}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{goods.title}</span>
        <span className={styles.price}>{formatPrice(goods.price)}</span>
      </span>
    </Link>
  );
}
