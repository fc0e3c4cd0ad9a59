import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { Card } from '../../../../components/ui/card';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { GoButton } from '../../../../components/ui/go-button';
import { formatCount } from '../../../../lib/count-format';
import type { ShopPageData } from '../../api/catalog-queries';
import { useShopFollow } from '../../hooks/use-shop-follow';
import { FollowButton } from './follow-button';
import styles from './shop-details.module.css';
import { PAGES } from '../../../../lib/paths';

/** The shop info page's body: card with follow, facts, bio and description (plain text), actions. */
export function ShopDetails({ shop }: { shop: ShopPageData['shop'] }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const follow = useShopFollow();
  const facts: [string, string][] = [
    [t('shop.facts.score'), shop.score],
    [t('shop.facts.goods'), formatCount(shop.goods_count)],
    [t('shop.facts.followers'), formatCount(shop.like)],
    [t('shop.facts.city'), shop.city || t('shop.facts.unknown')],
    [t('shop.facts.type'), t(shop.isself ? 'shop.facts.selfRun' : 'shop.facts.merchant')],
  ];
  return (
    <div className={styles.details}>
      <Card className="cm-first-card">
        <div className={styles.head}>
          <Avatar src={shop.avatar} alt={shop.shopname} name={shop.shopname} size={60} />
          <h2 className={styles.name}>{shop.shopname}</h2>
          <FollowButton
            following={shop.follow}
            pending={follow.pending === shop.id}
            onClick={() => follow.toggle(shop.id)}
          />
        </div>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {(shop.bio || shop.description) && (
        <Card title={t('shop.about')}>
          {shop.bio && <p className={styles.text}>{shop.bio}</p>}
          {shop.description && <p className={styles.text}>{shop.description}</p>}
        </Card>
      )}
      <div className={styles.actions}>
        <GoButton to={`${PAGES.shopProductList}?shop_id=${shop.id}`}>{t('shop.allGoods')}</GoButton>
        <PrimaryButton
          variant="outline"
          onClick={() => void navigate(`${PAGES.chat}?to_id=${shop.user_id}&shop_id=${shop.id}`)}
        >
          {t('shop.chat')}
        </PrimaryButton>
      </div>
    </div>
  );
}
