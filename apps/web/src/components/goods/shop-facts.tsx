import type { ShopCard } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/count-format';

/** A shop's name after its "self-run" tag; `styles` gives the `name` and `tag` classes. */
export function ShopName({
  shop,
  styles,
}: {
  shop: Pick<ShopCard, 'isself' | 'shopname'>;
  styles: { readonly [name: string]: string | undefined };
}) {
  const { t } = useTranslation('catalog');
  return (
    <span className={styles.name}>
      {shop.isself && <span className={styles.tag}>{t('goods.selfRun')}</span>}
      {shop.shopname}
    </span>
  );
}

/** A shop's goods and followers, one span each, in short numbers. */
export function ShopCounts({ shop }: { shop: Pick<ShopCard, 'goods_count' | 'like'> }) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <span>
        {t('shop.goodsCount', { count: shop.goods_count, value: formatCount(shop.goods_count) })}
      </span>
      <span>{t('shop.followers', { count: shop.like, value: formatCount(shop.like) })}</span>
    </>
  );
}
