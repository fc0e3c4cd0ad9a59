import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../components/layout/page-shell';
import { Icon } from '../components/ui/icon';
import { RefreshList } from '../components/ui/refresh-list';
import { useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../features/catalog/api/catalog-queries';
import { ShopList } from '../features/catalog/components/shops/shop-list';
import { useUserStore } from '../stores/user-store';
import styles from './shop.module.css';
import { PAGES } from '../lib/paths';

/**
 * /pages/shop (Investment tab): the shop directory — every shop, paged, with a shop search and, for
 * members, a shortcut to the shops they follow. Pull to refresh.
 */
export default function ShopDirectoryPage() {
  const { t } = useTranslation('catalog');
  const isLogin = useUserStore((state) => state.isLogin);
  const queryClient = useQueryClient();
  return (
    <PageShell>
      <RefreshList
        onRefresh={() => queryClient.refetchQueries({ queryKey: catalogKeys.shops('') })}
      >
        <div className={styles.hero}>
          <p className={styles.lead}>{t('shops.lead')}</p>
          <Link to={PAGES.searchMerchant} className={styles.search}>
            <Icon name="search" size={18} />
            {t('search.shopPlaceholder')}
          </Link>
          <div className={styles.links}>
            <Link to={PAGES.follow}>
              <Icon name="heart" size={16} />
              {t(isLogin ? 'shops.followed' : 'shops.followedVisitor')}
            </Link>
            <Link to={PAGES.productList}>
              <Icon name="box" size={16} />
              {t('shops.allGoods')}
            </Link>
          </div>
        </div>
        <h2 className={styles.heading}>{t('shops.all')}</h2>
        <ShopList search="" />
      </RefreshList>
    </PageShell>
  );
}
