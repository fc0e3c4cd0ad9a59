import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { confirmDialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { loginPath } from '../../../lib/safe-redirect';
import { useCartStore } from '../../../stores/cart/cart-store';
import { useUserStore } from '../../../stores/user-store';
import { checkoutPath } from '../../../stores/cart/cart-rules';

/** The bottom bar's actions (spec §4): settle, delete the chosen goods, move them to favourites. */
export function useCartActions() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  /** Checkout with the chosen goods; a guest logs in first and lands on that same checkout. */
  const settle = () => {
    const lines = useCartStore.getState().chosen();
    if (lines.length === 0) {
      toast.info(t('chooseFirst'));
      return;
    }
    const checkout = checkoutPath(lines);
    void navigate(useUserStore.getState().isLogin ? checkout : loginPath(checkout));
  };

  /** Deletes the chosen goods (everything when select-all is on), after a confirm. */
  const remove = async () => {
    const { allchoose, status } = useCartStore.getState();
    if (allchoose === 0) {
      toast.info(t('chooseFirst'));
      return;
    }
    const content = status ? t('confirmDeleteAll') : t('confirmDelete', { count: allchoose });
    if (!(await confirmDialog({ content, confirmText: t('confirm'), cancelText: t('cancel') })))
      return;
    useCartStore.getState().removeChosen();
    toast.success(t('deleted'));
  };

  /** Members only: guests go to the login page. */
  const favourite = async () => {
    if (useCartStore.getState().allchoose === 0) {
      toast.info(t('chooseFirst'));
      return;
    }
    if (!useUserStore.getState().isLogin) {
      void navigate(loginPath(here));
      return;
    }
    try {
      await useCartStore.getState().moveToFavourites();
      toast.success(t('movedToFavourites'));
    } catch {
      // the store already showed the failure and reloaded the cart
    }
  };

  return { settle, remove, favourite };
}
