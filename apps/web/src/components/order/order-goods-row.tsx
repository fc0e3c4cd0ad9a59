import type { ReactNode } from 'react';
import { mediaUrl } from '../../lib/media';
import { formatPrice } from '../../lib/money';
import styles from './order-goods-row.module.css';

interface OrderGoodsRowProps {
  image: string;
  title: string;
  difference: string;
  price: string;
  number: number;
  /** Under the price: refund status, buttons. */
  children?: ReactNode;
}

/** One bought item: picture, title, spec, unit price and quantity. */
export function OrderGoodsRow({
  image,
  title,
  difference,
  price,
  number,
  children,
}: OrderGoodsRowProps) {
  return (
    <div className={styles.row}>
      <img className={styles.image} src={mediaUrl(image)} alt="" loading="lazy" />
      <div className={styles.main}>
        <p className={styles.title}>{title}</p>
        {difference && <p className={styles.spec}>{difference}</p>}
        {children && <div className={styles.extra}>{children}</div>}
      </div>
      <div className={styles.side}>
        <span className={styles.price}>{formatPrice(price)}</span>
        <span className={styles.number}>×{number}</span>
      </div>
    </div>
  );
}
