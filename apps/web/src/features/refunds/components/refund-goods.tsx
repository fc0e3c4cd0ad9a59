import type { ReactNode } from 'react';
import { mediaUrl } from '../../../lib/media';
import { formatPrice } from '../../../lib/money';
import styles from './refund-goods.module.css';

interface RefundGoodsProps {
  goods: { image: string; title: string; difference: string; price: string; number: number };
  children?: ReactNode;
}

/** The item a request is about: picture, title, spec, unit price and quantity. */
export function RefundGoods({ goods, children }: RefundGoodsProps) {
  return (
    <div className={styles.row}>
      <img className={styles.image} src={mediaUrl(goods.image)} alt="" loading="lazy" />
      <div className={styles.main}>
        <p className={styles.title}>{goods.title}</p>
        {goods.difference && <p className={styles.spec}>{goods.difference}</p>}
        {children}
      </div>
      <div className={styles.side}>
        <span>{formatPrice(goods.price)}</span>
        <span className={styles.number}>×{goods.number}</span>
      </div>
    </div>
  );
}
