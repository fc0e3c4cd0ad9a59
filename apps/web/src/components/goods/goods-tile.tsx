import type { GoodsCard } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../ui/icon';
import { formatCount } from '../../lib/count-format';
import { MediaImage } from '../ui/media-image';
import { MarketPrice, Price } from './price';
import styles from './goods-tile.module.css';
import { paths } from '../../lib/paths';

export type TileVariant = 'grid' | 'compact' | 'waterfall' | 'row';

/** How wide each tile's picture is drawn on a phone (two columns, three, or a row's thumbnail). */
const TILE_SIZES: Record<TileVariant, string> = {
  grid: '50vw',
  waterfall: '50vw',
  compact: '33vw',
  row: '120px',
};

/** A goods in a list: picture, title (two lines, plain text), price with ¥, sales; opens the detail page. */
export function GoodsTile({
  goods,
  variant = 'grid',
}: {
  goods: GoodsCard;
  variant?: TileVariant;
}) {
  const { t } = useTranslation('catalog');
  return (
    <Link to={paths.goods(goods.id)} className={`${styles.tile} ${styles[variant]}`}>
      <span className={styles.picture}>
        {goods.image ? (
          <MediaImage src={goods.image} sizes={TILE_SIZES[variant]} />
        ) : (
          <Icon name="box" size={32} />
        )}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>
          {goods.shop.isself && <span className={styles.tag}>{t('goods.selfRun')}</span>}
          {goods.title}
        </span>
        {variant === 'row' && <span className={styles.shop}>{goods.shop.shopname}</span>}
        <span className={styles.bottom} data-testid="tile-price">
          <Price value={goods.price} size={variant === 'compact' ? 'sm' : 'md'} />
          {variant === 'row' && <MarketPrice value={goods.market_price} price={goods.price} />}
          {variant !== 'compact' && (
            <span className={styles.sales}>
              {t('goods.sold', { value: formatCount(goods.sales) })}
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
