import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedView } from '../../components/layout/load-failed-view';
import { PageShell } from '../../components/layout/page-shell';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { GoButton } from '../../components/ui/go-button';
import { RefreshList } from '../../components/ui/refresh-list';
import { CartBottomBar } from '../../features/cart/components/cart-bottom-bar';
import { CartShopGroupCard } from '../../features/cart/components/cart-shop-group';
import { useCartActions } from '../../features/cart/hooks/use-cart-actions';
import styles from '../../features/cart/components/cart.module.css';
import { useCartStore } from '../../stores/cart/cart-store';
import { useUserStore } from '../../stores/user-store';

/**
 * /pages/user/cart: the shopping cart by shop, with check boxes, −/+ steppers, edit mode (delete,
 * move to favourites) and a bottom bar with select all, the exact total and Settle (n).
 */
export default function ShoppingCartPage() {
  const { t } = useTranslation('cart');
  const list = useCartStore((state) => state.list);
  const operate = useCartStore((state) => state.operate);
  const loaded = useCartStore((state) => state.loaded);
  const failed = useCartStore((state) => state.failed);
  const isLogin = useUserStore((state) => state.isLogin);
  const actions = useCartActions();

  useEffect(() => {
    void useCartStore.getState().load(); // prices and stock as they are now
    return () => useCartStore.getState().setOperate(false);
  }, [isLogin]);

  const body = () => {
    if (list.length === 0 && isLogin && !loaded && failed) {
      return <LoadFailedView onRetry={() => void useCartStore.getState().load()} />;
    }
    if (list.length === 0 && isLogin && !loaded) {
      return (
        <div className={styles.loading}>
          <ListSkeleton rows={3} />
        </div>
      );
    }
    if (list.length === 0) {
      return (
        <EmptyState icon="cart" title={t('empty.title')} description={t('empty.description')}>
          <GoButton to="/">{t('empty.shop')}</GoButton>
        </EmptyState>
      );
    }
    return (
      <div className={styles.list}>
        {list.map((group) => (
          <CartShopGroupCard key={group.shop_id} group={group} />
        ))}
      </div>
    );
  };

  return (
    <PageShell
      right={
        list.length > 0 ? (
          <button
            type="button"
            className="cm-text-button"
            onClick={() => useCartStore.getState().setOperate(!operate)}
          >
            {operate ? t('done') : t('edit')}
          </button>
        ) : undefined
      }
    >
      <RefreshList onRefresh={() => useCartStore.getState().load()}>{body()}</RefreshList>
      {list.length > 0 && (
        <CartBottomBar
          onSettle={actions.settle}
          onDelete={() => void actions.remove()}
          onFavourite={() => void actions.favourite()}
        />
      )}
    </PageShell>
  );
}
