import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmedAction } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { cancelOrder, confirmReceipt, deleteOrder, refreshOrderCounters } from '../api/order-api';
import { orderKeys, type OrderRow } from '../api/order-queries';
import { addOrderToCart } from '../cart-bridge';
import { cashierPath } from '../checkout';
import { canApplyRefund, type OrderAction } from '../order-states';
import { PAGES, paths } from '../../../lib/paths';

/** Where an order page links to. */
export const orderPaths = {
  details: (id: number) => paths.orderDetails(id),
  logistics: (id: number) => `${PAGES.orderLogistics}?id=${id}`,
  review: (id: number) => `${PAGES.orderComment}?id=${id}`,
  refundApply: (orderId: number, itemId: number) =>
    `${PAGES.refundApply}?order_id=${orderId}&goods_id=${itemId}`,
  refundDetails: (refundId: number) => paths.refundDetails(refundId),
  cart: PAGES.shoppingCart,
};

/** The asked-first actions, each a call on the order. */
const ORDER_CHANGES = { cancel: cancelOrder, confirm: confirmReceipt, delete: deleteOrder };

/**
 * Runs an order action: links open their page; cancel, confirm receipt and delete are asked first,
 * then every order on screen and the My page counters refresh. `onDeleted` runs after a delete.
 */
export function useOrderActions(onDeleted?: () => void) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const changed = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void refreshOrderCounters();
  }, [queryClient]);

  return useCallback(
    async (order: OrderRow, action: OrderAction) => {
      switch (action) {
        case 'pay':
          return void navigate(cashierPath([order.id]));
        case 'logistics':
          return void navigate(orderPaths.logistics(order.id));
        case 'review':
          return void navigate(orderPaths.review(order.id));
        case 'afterSale': {
          const open = order.goods.filter((item) => canApplyRefund(order, item));
          const only = order.goods.length === 1 ? open[0] : undefined;
          return void navigate(
            only ? orderPaths.refundApply(order.id, only.id) : orderPaths.details(order.id),
          );
        }
        case 'buyAgain':
          addOrderToCart(order.shop, order.goods);
          toast.success(t('actions.addedToCart'));
          return void navigate(orderPaths.cart);
        case 'cancel':
        case 'confirm':
        case 'delete': {
          const outcome = await confirmedAction(t, action, () => ORDER_CHANGES[action](order.id));
          if (outcome === 'kept') return;
          if (outcome === 'failed') return void changed();
          if (action === 'delete') onDeleted?.();
          return changed();
        }
      }
    },
    [changed, navigate, onDeleted, t],
  );
}
