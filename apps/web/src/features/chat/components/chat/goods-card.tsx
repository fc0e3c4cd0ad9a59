import type { ReactNode } from 'react';
import { Icon } from '../../../../components/ui/icon';
import { mediaUrl } from '../../../../lib/media';
import { formatPrice } from '../../../../lib/money';
import type { ChatGoods } from '../../goods-param';
import styles from './goods-card.module.css';

interface GoodsCardProps {
  goods: ChatGoods;
  /** Opens the product page. */
  onOpen?: () => void;
  /** Actions beside the price (the hand-off's send button). */
  children?: ReactNode;
}

/** A product in a chat: picture, title (two lines) and price with the yen sign; texts are plain text. */
export function GoodsCard({ goods, onOpen, children }: GoodsCardProps) {
  const image = mediaUrl(goods.image);
  return (
    <div className={styles.card}>
      <button type="button" className={styles.open} onClick={onOpen} disabled={!onOpen}>
        <span className={styles.picture}>
          {image ? <img src={image} alt="" loading="lazy" /> : <Icon name="box" size={28} />}
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{goods.title}</span>
          <span className={styles.price}>{formatPrice(goods.price)}</span>
        </span>
      </button>
      {children}
    </div>
  );
}
