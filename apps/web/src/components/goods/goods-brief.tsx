import { mediaUrl } from '../../lib/media';
import { formatPrice } from '../../lib/money';
import { Icon } from '../ui/icon';
import styles from './goods-brief.module.css';

interface GoodsBriefProps {
  goods: { image: string; title: string; price: string | number };
  /** The box drawn in place of a missing picture. */
  iconSize: number;
  /** The card's own classes: the picture box, the texts' column, the title and the price. */
  classNames: Partial<Record<'picture' | 'text' | 'title' | 'price', string>>;
}

/** A goods in brief, inside a card's link or button: picture (or a box), title and price; plain text. */
export function GoodsBrief({ goods, iconSize, classNames }: GoodsBriefProps) {
  const image = mediaUrl(goods.image);
  return (
    <>
      <span className={classNames.picture}>
        {image ? (
          <img className={styles.image} src={image} alt="" loading="lazy" />
        ) : (
          <Icon name="box" size={iconSize} />
        )}
      </span>
      <span className={classNames.text}>
        <span className={classNames.title}>{goods.title}</span>
        <span className={classNames.price}>{formatPrice(goods.price)}</span>
      </span>
    </>
  );
}
