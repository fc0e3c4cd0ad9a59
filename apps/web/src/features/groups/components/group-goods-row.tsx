import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { formatCount } from '../../../lib/count-format';
import { mediaUrl } from '../../../lib/media';
import { MarketPrice, Price } from '../../../components/goods/price';
import type { GroupGoodsCard } from '../api/group-queries';
import { groupPaths } from '../group-paths';
import styles from './group-goods-row.module.css';
import shared from './group-shared.module.css';

/** A goods of the activity page: picture, team size, group price against the usual price, sales. */
export function GroupGoodsRow({ goods }: { goods: GroupGoodsCard }) {
  const { t } = useTranslation('groups');
  const image = mediaUrl(goods.image);
  return (
    <li>
      <Link to={groupPaths.goods(goods.id)} className={styles.goodsRow} data-testid="group-goods">
        <span className={styles.goodsPicture}>
          {image ? <img src={image} alt="" loading="lazy" /> : <Icon name="box" size={32} />}
        </span>
        <span className={shared.goodsBody}>
          <span className={shared.goodsTitle}>{goods.title}</span>
          <span className={styles.tags}>
            <span className={shared.tag}>
              <Icon name="team" size={12} /> {t('card.people', { count: goods.people_num })}
            </span>
            {goods.formed > 0 && (
              <span className={shared.tagSoft}>{t('card.formed', { count: goods.formed })}</span>
            )}
          </span>
          <span className={styles.goodsBottom}>
            <span className={shared.priceStack}>
              <span className={styles.groupLabel}>{t('card.groupPrice')}</span>
              <Price value={goods.group_price} />
              <MarketPrice value={goods.price} price={goods.group_price} />
            </span>
            <span className={shared.joinButton}>{t('card.go')}</span>
          </span>
          <span className={styles.sold}>
            {goods.shop.shopname} · {t('card.sold', { value: formatCount(goods.sales) })}
          </span>
        </span>
      </Link>
    </li>
  );
}
