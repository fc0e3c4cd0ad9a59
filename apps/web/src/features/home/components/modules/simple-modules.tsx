import type { CategoryNode, GoodsCard } from '@cloudmall/contract/catalog';
import { CategoryLink } from '../../../../components/goods/category-link';
import { GoodsGrid } from '../../../../components/goods/goods-grid';
import type { GoodsLayout } from '../../../../lib/list-preferences';
import { toLength } from '../../module-style';
import styles from './modules.module.css';

/** A section title from the decoration. */
export function TitleModule({ text }: { text: string }) {
  return <h2 className={styles.title}>{text}</h2>;
}

/** Empty space of the decoration's height (px doubled, responsive). */
export function DivisionModule({ height }: { height: unknown }) {
  return <div aria-hidden="true" style={{ height: toLength(height) ?? toLength(10) }} />;
}

/** Goods chosen in the decoration, in its layout (1, 2, 3 columns or waterfall). */
export function GoodsModule({
  title,
  layout,
  goods,
  inset,
}: {
  title: string;
  layout: GoodsLayout;
  goods: GoodsCard[];
  inset: boolean;
}) {
  return (
    <section>
      {title && <h2 className={styles.goodsTitle}>{title}</h2>}
      <GoodsGrid goods={goods} layout={layout} gutter={20} inset={inset} />
    </section>
  );
}

/** Categories as round pictures with names; a tap opens the category's product list. */
export function CategoryModule({ categories }: { categories: CategoryNode[] }) {
  return (
    <ul className={styles.menu} style={{ gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}>
      {categories.slice(0, 10).map((category) => (
        <li key={category.id}>
          <CategoryLink
            category={category}
            boxSize={22}
            classNames={{
              link: styles.menuEntry,
              picture: styles.menuIcon,
              name: styles.menuTitle,
            }}
          />
        </li>
      ))}
    </ul>
  );
}
