import type { GoodsCard } from '@cloudmall/contract/catalog';
import { designUnits } from '../../lib/design-units';
import type { GoodsLayout } from '../../lib/list-preferences';
import { GoodsTile, type TileVariant } from './goods-tile';
import styles from './goods-grid.module.css';

interface GoodsGridProps {
  goods: GoodsCard[];
  layout: GoodsLayout;
  /** Space between and around the tiles, in design units (750 wide). */
  gutter?: number;
  /** Space around the tiles too (off when the container already spaces them). */
  inset?: boolean;
}

const variantOf = (layout: GoodsLayout): TileVariant =>
  layout === 'waterfall' ? 'waterfall' : layout === 1 ? 'row' : layout === 3 ? 'compact' : 'grid';

/**
 * Goods in one of the spec's layouts: rows (1), a grid of 2 or 3 columns, or a two-column waterfall
 * whose tiles keep their picture's shape. New pages append without moving earlier tiles.
 */
export function GoodsGrid({ goods, layout, gutter = 20, inset = true }: GoodsGridProps) {
  const gap = designUnits(gutter);
  const padding = inset ? gap : 0;
  const variant = variantOf(layout);
  if (layout === 'waterfall') {
    const columns = [
      goods.filter((_item, index) => index % 2 === 0),
      goods.filter((_item, index) => index % 2 === 1),
    ];
    return (
      <div className={styles.waterfall} style={{ gap, padding }} data-layout="waterfall">
        {columns.map((column, index) => (
          <ul key={index} className={styles.column} style={{ gap }}>
            {column.map((item) => (
              <li key={item.id}>
                <GoodsTile goods={item} variant={variant} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    );
  }
  return (
    <ul
      className={styles.grid}
      style={{ gap, padding, gridTemplateColumns: `repeat(${layout}, minmax(0, 1fr))` }}
      data-layout={layout}
    >
      {goods.map((item) => (
        <li key={item.id}>
          <GoodsTile goods={item} variant={variant} />
        </li>
      ))}
    </ul>
  );
}

/** Grey tiles while the first goods load. */
export function GoodsGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.placeholder} />
      ))}
    </div>
  );
}
