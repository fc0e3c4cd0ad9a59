import type { Sku } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { formatCount } from '../../../../lib/count-format';
import { compareMoney } from '../../../../lib/money';
import type { GoodsDetail } from '../../api/catalog-queries';
import { priceRange } from '../../../../lib/sku-selection';
import { MarketPrice, Price } from '../../../../components/goods/price';
import styles from './goods-summary.module.css';
import { SelfRunTag } from '../../../../components/goods/self-run-tag';

interface GoodsSummaryProps {
  goods: GoodsDetail;
  /** The chosen SKU: its price and market price replace the goods' range. */
  sku?: Sku;
  onShare: () => void;
}

/** Price with ¥ (the chosen SKU's, or the range), market price struck, sales and views, the title and share. */
export function GoodsSummary({ goods, sku, onShare }: GoodsSummaryProps) {
  const { t } = useTranslation('catalog');
  const range = priceRange(goods.sku);
  const showRange = !sku && range && compareMoney(range.min, range.max) !== 0;
  return (
    <section className={styles.summary}>
      <div className={styles.priceRow}>
        <Price value={sku?.price ?? range?.min ?? goods.price} size="lg" />
        {showRange && (
          <span className={styles.rangeEnd}>
            – <Price value={range.max} size="md" />
          </span>
        )}
        {!showRange && (
          <MarketPrice
            value={sku?.market_price ?? goods.market_price}
            price={sku?.price ?? goods.price}
          />
        )}
        <span className={styles.sales}>{t('goods.sold', { value: formatCount(goods.sales) })}</span>
      </div>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>
          {goods.shop.isself && <SelfRunTag className={styles.tag} />}
          {goods.title}
        </h1>
        <button type="button" className={styles.share} onClick={onShare}>
          <Icon name="share" size={20} />
          <span>{t('detail.share')}</span>
        </button>
      </div>
      <p className={styles.meta}>
        <span>{t('detail.views', { count: goods.views, value: formatCount(goods.views) })}</span>
        <span>{t('detail.likes', { count: goods.like, value: formatCount(goods.like) })}</span>
        <span>{goods.category.name}</span>
      </p>
    </section>
  );
}
