import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavBar } from '../../../../components/layout/nav-bar';
import { Avatar } from '../../../../components/ui/avatar';
import { Icon } from '../../../../components/ui/icon';
import { formatCount } from '../../../../lib/count-format';
import { mediaUrl } from '../../../../lib/media';
import type { ShopPageData } from '../../api/catalog-queries';
import { FollowButton } from './follow-button';
import styles from './shop-header.module.css';
import { PAGES } from '../../../../lib/paths';
import { SelfRunTag } from '../../../../components/goods/self-run-tag';

interface ShopHeaderProps {
  shop: ShopPageData['shop'];
  followPending: boolean;
  onFollow: () => void;
}

/** The shop's custom header: its banner under a transparent nav bar, avatar, name, score, followers, follow. */
export function ShopHeader({ shop, followPending, onFollow }: ShopHeaderProps) {
  const { t } = useTranslation('catalog');
  const banner = mediaUrl(shop.banner);
  return (
    <header className={`${styles.header} ${banner ? styles.withBanner : ''}`}>
      {banner && (
        <div
          className={styles.banner}
          style={{ backgroundImage: `url("${encodeURI(banner)}")` }}
          data-testid="shop-banner"
        />
      )}
      <NavBar
        title=""
        tone="transparent"
        right={
          <Link
            to={`${PAGES.shopInfo}?id=${shop.id}`}
            className={styles.info}
            aria-label={t('shop.info')}
          >
            <Icon name="info" size={22} />
          </Link>
        }
      />
      <div className={styles.body}>
        <Avatar src={shop.avatar} alt={shop.shopname} name={shop.shopname} size={56} />
        <div className={styles.text}>
          <h1 className={styles.name} data-testid="shop-name">
            {shop.isself && <SelfRunTag className={styles.tag} />}
            {shop.shopname}
          </h1>
          <p className={styles.meta}>
            <span>{t('shop.score', { score: shop.score })}</span>
            <span>{t('shop.followers', { count: shop.like, value: formatCount(shop.like) })}</span>
            <span>
              {t('shop.goodsCount', {
                count: shop.goods_count,
                value: formatCount(shop.goods_count),
              })}
            </span>
          </p>
        </div>
        <FollowButton
          following={shop.follow}
          pending={followPending}
          onClick={onFollow}
          tone="dark"
        />
      </div>
      {shop.bio && <p className={styles.bio}>{shop.bio}</p>}
    </header>
  );
}
