import { formatPrice } from '../../lib/money';
import styles from './goods-brief.module.css';
import { PictureOrBox } from './picture-or-box';

interface GoodsBriefProps {
  goods: { image: string; title: string; price: string | number };
  /** The box drawn in place of a missing picture. */
  iconSize: number;
  /** The card's own classes: the picture box, the texts' column, the title and the price. */
  classNames: Partial<Record<'picture' | 'text' | 'title' | 'price', string>>;
}

/** A goods in brief, inside a card's link or button: picture (or a box), title and price; plain text. */
export function GoodsBrief({ goods, iconSize, classNames }: GoodsBriefProps) {
  return (
    <>
      <span className={classNames.picture}>
        <PictureOrBox src={goods.image} boxSize={iconSize} className={styles.image} />
      </span>
      <span className={classNames.text}>
        <span className={classNames.title}>{goods.title}</span>
        <span className={classNames.price}>{formatPrice(goods.price)}</span>
      </span>
    </>
  );
}
