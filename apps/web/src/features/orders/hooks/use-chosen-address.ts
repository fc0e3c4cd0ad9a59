import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast, toastError } from '../../../components/ui/toast';
import { changeOrderAddress } from '../api/order-api';
import { orderKeys } from '../api/order-queries';
import { PAGES, paths } from '../../../lib/paths';

/** The address list in choose mode, coming back to this order's details with `address_id`. */
export function changeAddressPath(orderId: number): string {
  return `${PAGES.address}?source=checkout&redirect=${encodeURIComponent(paths.orderDetails(orderId))}`;
}

/**
 * Back from the address list with `address_id` on the URL: the order's address changes (once per
 * order, before receipt) and the parameter leaves the URL, so a reload does not send it again.
 */
export function useChosenAddress(orderId: number): void {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);
  const chosen = params.get('address_id');

  useEffect(() => {
    const addressId = Number(chosen);
    if (!chosen || !Number.isSafeInteger(addressId) || addressId <= 0 || sent.current === chosen)
      return;
    sent.current = chosen;
    setParams({ id: String(orderId) }, { replace: true });
    changeOrderAddress(orderId, addressId)
      .then(() => toast.success(t('details.addressChanged')))
      .catch(toastError)
      .finally(() => void queryClient.invalidateQueries({ queryKey: orderKeys.info(orderId) }));
  }, [chosen, orderId, queryClient, setParams, t]);
}
