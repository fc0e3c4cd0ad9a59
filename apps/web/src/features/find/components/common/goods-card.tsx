import type { GoodsCard as Goods } from '@cloudmall/contract/catalog';
import { Link } from 'react-router';
import { GoodsBrief } from '../../../../components/goods/goods-brief';
import { findPaths } from '../../find-navigation';
import styles from './goods-card.module.css';

interface GoodsCardProps {
  goods: Goods;
  /** `dark` sits on video (translucent). */
  tone?: 'light' | 'dark';
}

/** A linked goods: picture, title (plain text, two lines), price; opens the product page. */
export function GoodsCard({ goods, tone = 'light' }: GoodsCardProps) {
  return (
    <Link
      to={findPaths.goods(goods.id)}
      className={`${styles.card} ${tone === 'dark' ? styles.dark : ''}`}
    >
      <GoodsBrief goods={goods} iconSize={24} classNames={styles} />
    </Link>
  );
}
