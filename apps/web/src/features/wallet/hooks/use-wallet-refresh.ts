import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRefetchOnScreen } from '../../../lib/queries/use-refetch-on-screen';
import { walletKeys } from '../api/wallet-queries';

/** Pull-to-refresh of a wallet page: refetches every wallet query on screen; a failure is toasted. */
export function useWalletRefresh(): () => Promise<void> {
  return useRefetchOnScreen(walletKeys.all);
}

/** After money moved: every wallet number (balance, lists, limits) is stale. */
export function useInvalidateWallet(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    [queryClient],
  );
}
