import { useTranslation } from 'react-i18next';
import type { GoodsFilters, GoodsSort } from '../../goods-list-params';
import styles from './sort-bar.module.css';
import { IconButton } from '../../../../components/ui/icon-button';

interface SortBarProps {
  filters: Pick<GoodsFilters, 'sort' | 'order'>;
  onSort: (sort: GoodsSort) => void;
  /** Opens the price range sheet; its button is highlighted while a range applies. */
  onFilter?: () => void;
  filterActive?: boolean;
  onLayout?: () => void;
  /** Where the bar sticks (below the nav bar by default). */
  stickyTop?: string;
}

const TABS: GoodsSort[] = ['weigh', 'sales', 'price', 'createtime'];

/** Comprehensive, sales, price (low→high, then high→low) and newest, with the filter and layout buttons. */
export function SortBar({
  filters,
  onSort,
  onFilter,
  filterActive = false,
  onLayout,
  stickyTop,
}: SortBarProps) {
  const { t } = useTranslation('catalog');
  return (
    <div
      className={styles.bar}
      role="toolbar"
      aria-label={t('sort.label')}
      style={stickyTop ? { top: stickyTop } : undefined}
    >
      {TABS.map((tab) => {
        const active = filters.sort === tab;
        const direction = tab === 'price' && active ? filters.order : undefined;
        return (
          <button
            key={tab}
            type="button"
            className={`${styles.tab} ${active ? styles.active : ''}`}
            aria-pressed={active}
            onClick={() => onSort(tab)}
          >
            {t(`sort.${tab}`)}
            {tab === 'price' && (
              <span
                className={styles.arrows}
                aria-label={direction ? t(`sort.${direction}`) : undefined}
              >
                <i className={direction === 'asc' ? styles.on : undefined} />
                <i className={direction === 'desc' ? styles.on : undefined} />
              </span>
            )}
          </button>
        );
      })}
      {onFilter && (
        <IconButton
          icon="filter"
          size={18}
          className={`${styles.icon} ${filterActive ? styles.active : ''}`}
          onClick={onFilter}
          label={t('filter.open')}
          aria-pressed={filterActive}
        />
      )}
      {onLayout && (
        <IconButton
          icon="grid"
          size={18}
          className={styles.icon}
          onClick={onLayout}
          label={t('layout.open')}
        />
      )}
    </div>
  );
}
