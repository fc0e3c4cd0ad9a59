import type { ReactNode } from 'react';
import { GoodsBrief } from '../../../../components/goods/goods-brief';
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
  return (
    <div className={styles.card}>
      <button type="button" className={styles.open} onClick={onOpen} disabled={!onOpen}>
        <GoodsBrief goods={goods} iconSize={28} classNames={styles} />
      </button>
      {children}
    </div>
  );
}
