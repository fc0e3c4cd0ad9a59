import type { CategoryNode } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import styles from './shop-categories.module.css';

/** The shop's categories as chips ("All" first); a tap filters the shop's goods. */
export function ShopCategories({
  categories,
  active,
  onPick,
}: {
  categories: CategoryNode[];
  active?: number;
  onPick: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('catalog');
  if (categories.length === 0) return null;
  const chips = [
    { id: undefined, name: t('shop.allCategories') },
    ...categories.map((node) => ({ id: node.id, name: node.name })),
  ];
  return (
    <div className={styles.chips} role="tablist" aria-label={t('shop.categories')}>
      {chips.map((chip) => (
        <button
          key={chip.id ?? 'all'}
          type="button"
          role="tab"
          aria-selected={active === chip.id}
          className={active === chip.id ? styles.on : styles.chip}
          onClick={() => onPick(chip.id)}
        >
          {chip.name}
        </button>
      ))}
    </div>
  );
}
