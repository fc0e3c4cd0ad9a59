import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Icon, type IconName } from '../../../components/ui/icon';
import { formatCount } from '../../../lib/count-format';
import { formatPrice } from '../../../lib/money';
import { GoodsContent } from '../../../components/goods/goods-content';
import { GoodsGallery } from '../../../components/goods/goods-gallery';
import { ShopCard } from '../../../components/goods/shop-card';
import { MarketPrice, Price } from '../../../components/goods/price';
import { totalStock } from '../../../lib/sku-selection';
import type { GroupGoodsDetail } from '../api/group-queries';
import { savingOf } from '../group-price';
import { useGroupPurchase } from '../hooks/use-group-purchase';
import { GroupRules } from './group-rules';
import { GroupSkuSheet } from './group-sku-sheet';
import { TeamRow } from './team-row';
import styles from './group-goods-view.module.css';
import shared from './group-shared.module.css';
import { PAGES, paths } from '../../../lib/paths';

/** A group goods: gallery, group price, open teams to join, rules, shop, description; buy alone or start a group. */
export function GroupGoodsView({ goods }: { goods: GroupGoodsDetail }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const purchase = useGroupPurchase(goods);
  const soldOut = totalStock(goods.sku) === 0;
  const saving = savingOf(goods.alone_price, goods.group_price);
  const barButton = (icon: IconName, label: string, to: string) => (
    <button type="button" className={styles.barIcon} onClick={() => void navigate(to)}>
      <Icon name={icon} size={21} />
      {label}
    </button>
  );
  const buyButton = (
    type: 'alone' | 'group',
    className: string | undefined,
    price: string,
    label: string,
  ) => (
    <button
      type="button"
      className={className}
      disabled={soldOut}
      onClick={() => purchase.setMode({ type })}
    >
      <b>{formatPrice(price)}</b>
      {label}
    </button>
  );
  return (
    <div className={shared.view}>
      <GoodsGallery
        images={goods.images.length > 0 ? goods.images : [goods.image]}
        title={goods.title}
      />
      <section className={styles.priceBanner}>
        <span className={styles.bannerMain}>
          <span className={styles.bannerLabel}>
            {t('goods.groupPrice', { count: goods.group.people_num })}
          </span>
          <Price value={goods.group_price} size="lg" className={styles.bannerPrice} />
          <MarketPrice value={goods.alone_price} price={goods.group_price} />
        </span>
        <span className={styles.bannerSide}>
          <strong>{t('card.people', { count: goods.group.people_num })}</strong>
          <span>{t('card.sold', { value: formatCount(goods.sales) })}</span>
        </span>
      </section>
      <Card className={styles.titleCard}>
        <h1 className={styles.title}>{goods.title}</h1>
        {saving !== '0.00' && (
          <p className={styles.saving}>{t('goods.saving', { amount: formatPrice(saving) })}</p>
        )}
        {goods.group.purchase_limit > 0 && (
          <p className={styles.limit}>{t('goods.limit', { count: goods.group.purchase_limit })}</p>
        )}
      </Card>
      <Card
        title={
          goods.team_count > 0
            ? t('goods.openTeams', { count: goods.team_count })
            : t('goods.noTeamsTitle')
        }
      >
        {goods.teams.length > 0 ? (
          <ul className={styles.teamList}>
            {goods.teams.map((team) => (
              <TeamRow key={team.id} team={team} now={goods.now} />
            ))}
          </ul>
        ) : (
          <p className={shared.muted}>{t('goods.noTeams')}</p>
        )}
      </Card>
      <GroupRules hours={goods.group.group_hours} people={goods.group.people_num} />
      <ShopCard shop={goods.shop_card} />
      <GoodsContent html={goods.content} />
      <nav className={styles.actionBar} aria-label={t('goods.actions')}>
        {barButton('team', t('goods.more'), PAGES.groupsIndex)}
        {barButton('store', t('goods.shop'), paths.shop(goods.shop_card.id))}
        <span className={styles.barButtons}>
          {goods.group.is_alone &&
            buyButton('alone', styles.aloneButton, goods.alone_price, t('goods.buyAlone'))}
          {buyButton(
            'group',
            styles.groupButton,
            goods.group_price,
            soldOut ? t('goods.soldOut') : t('goods.startGroup'),
          )}
        </span>
      </nav>
      <GroupSkuSheet
        goods={goods}
        mode={purchase.mode}
        choice={purchase}
        onConfirm={() => purchase.confirm()}
        onClose={() => purchase.setMode(undefined)}
      />
    </div>
  );
}
