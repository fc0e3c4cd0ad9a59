import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { toast, toastError } from '../../../components/ui/toast';
import { ApiError } from '@cloudmall/client';
import { useIdempotentSubmit } from '../../../lib/forms/use-idempotent-submit';
import { placeOrders, refreshOrderCounters } from '../api/order-api';
import { orderKeys, orderQueries, type CheckoutPreview } from '../api/order-queries';
import { removeBoughtFromCart } from '../cart-bridge';
import { cashierPath, checkoutTotal, type CheckoutLine } from '../checkout';
import { AddressCard } from '../../../components/order/address-card';
import { CheckoutBar } from '../../../components/order/checkout-bar';
import { ShopGroup } from './checkout/shop-group';
import { PAGES } from '../../../lib/paths';

/** Failures that mean the basket changed: the preview is read again. */
const BASKET_ERRORS = new Set([
  'out_of_stock',
  'sku_not_found',
  'goods_not_available',
  'quantity_illegal',
  'coupon_unavailable',
  'coupon_expired',
  'coupon_not_found',
  'coupon_threshold_unmet',
  'address_not_found',
]);

/** Where the address card leads: the address list in "choose for checkout" mode. */
export const CHOOSE_ADDRESS_PATH = `${PAGES.address}?source=checkout`;

/** Confirm order: address, one group per shop, coupons and remarks, exact totals, submit once. */
export function CheckoutView({
  lines,
  addressId,
}: {
  lines: CheckoutLine[];
  addressId: number | undefined;
}) {
  const preview = useQuery(orderQueries.preview(lines, addressId));
  if (preview.isPending) return <PageLoadingView />;
  if (preview.isError) {
    return <QueryFailedView query={preview} />;
  }
  return <CheckoutForm data={preview.data} lines={lines} refetch={() => void preview.refetch()} />;
}

function CheckoutForm({
  data,
  lines,
  refetch,
}: {
  data: CheckoutPreview;
  lines: CheckoutLine[];
  refetch: () => void;
}) {
  const { t } = useTranslation(['orders', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { submit, pending } = useIdempotentSubmit();
  const [coupons, setCoupons] = useState<Record<number, number>>({});
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const shops = data.orderData.lists;
  const total = checkoutTotal(shops, coupons);

  const send = async () => {
    if (!data.addressData) {
      toast.fail(t('errors:address_required'));
      return;
    }
    const payload = {
      order: {
        address_id: data.addressData.id,
        lists: shops.map((shop) => ({
          shop_id: shop.shop_id,
          remarks: (remarks[shop.shop_id] ?? '').trim(),
          coupon_id: coupons[shop.shop_id] ?? 0,
          products: shop.products.map(({ goods_id, sku_id, number }) => ({
            goods_id,
            sku_id,
            number,
          })),
        })),
      },
    };
    try {
      const result = await submit(payload, (key) =>
        placeOrders({ ...payload, idempotency_key: key }),
      );
      if (!result) return;
      removeBoughtFromCart(lines);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void refreshOrderCounters();
      void navigate(cashierPath(result.list.map((order) => order.id)), { replace: true });
    } catch (error) {
      toastError(error);
      if (error instanceof ApiError && error.messageKey && BASKET_ERRORS.has(error.messageKey))
        refetch();
    }
  };

  return (
    <>
      <AddressCard address={data.addressData} chooseLink={CHOOSE_ADDRESS_PATH} />
      {shops.map((shop) => (
        <ShopGroup
          key={shop.shop_id}
          shop={shop}
          couponId={coupons[shop.shop_id] ?? 0}
          onCoupon={(id) => setCoupons((current) => ({ ...current, [shop.shop_id]: id }))}
          remarks={remarks[shop.shop_id] ?? ''}
          onRemarks={(text) => setRemarks((current) => ({ ...current, [shop.shop_id]: text }))}
        />
      ))}
      <CheckoutBar
        count={data.orderData.statis.allnum}
        total={total}
        pending={pending}
        onSubmit={() => void send()}
      />
    </>
  );
}
