import type { GoodsCard } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import { GoodsGrid } from '../../../../components/goods/goods-grid';
import styles from '../../../../components/goods/detail-section.module.css';

/** A few more goods of the same shop, three across. */
export function ShopRecommend({ goods }: { goods: GoodsCard[] }) {
  const { t } = useTranslation('catalog');
  if (goods.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('detail.shopRecommend')}</h2>
      <GoodsGrid goods={goods.slice(0, 6)} layout={3} gutter={12} />
    </section>
  );
}
