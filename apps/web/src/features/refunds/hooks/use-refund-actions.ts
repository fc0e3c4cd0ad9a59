import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmedAction } from '../../../components/ui/dialog';
import { toast, toastError } from '../../../components/ui/toast';
import { askPlatform, closeRefund, refreshCounters, shipReturn } from '../api/refund-api';
import { refundKeys } from '../api/refund-queries';
import { refundPaths } from '../refund-paths';
import type { RefundAction } from '../refund-states';

/** After a request changed: every refund and order on screen is stale, and so are the My page counters. */
export function useRefundChanged(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: refundKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
    ]);
    void refreshCounters();
  }, [queryClient]);
}

/**
 * Runs a buyer action on a request: edit and log open their page; closing and asking the platform are
 * confirmed first; shipping is sent from the ship sheet (`ship`). Failures are toasted, translated.
 */
export function useRefundActions(openShipSheet: () => void) {
  const { t } = useTranslation('refunds');
  const navigate = useNavigate();
  const changed = useRefundChanged();

  const run = useCallback(
    async (id: number, action: RefundAction) => {
      if (action === 'edit') return void navigate(refundPaths.edit(id));
      if (action === 'log') return void navigate(refundPaths.log(id));
      if (action === 'ship') return openShipSheet();
      const ask = action === 'close' ? closeRefund : askPlatform;
      if ((await confirmedAction(t, action, () => ask(id))) === 'kept') return;
      await changed();
    },
    [changed, navigate, openShipSheet, t],
  );

  const ship = useCallback(
    async (id: number, courier: string, number: string): Promise<boolean> => {
      try {
        await shipReturn(id, courier, number);
        toast.success(t('done.ship'));
        await changed();
        return true;
      } catch (error) {
        toastError(error);
        return false;
      }
    },
    [changed, t],
  );

  return { run, ship };
}
