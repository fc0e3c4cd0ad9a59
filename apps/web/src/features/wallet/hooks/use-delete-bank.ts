import type { BankAccount } from '@cloudmall/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/ui/dialog';
import { toast, toastError } from '../../../components/ui/toast';
import { deleteBankAccount } from '../api/wallet-api';
import { walletKeys } from '../api/wallet-queries';
import { bankTail, bankTitle } from '../bank-label';

/** Removes a payout account after a confirm; answers true when it was removed. */
export function useDeleteBank() {
  const { t } = useTranslation(['wallet', 'common']);
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);

  const remove = useCallback(
    async (bank: BankAccount): Promise<boolean> => {
      const confirmed = await confirmDialog({
        title: t('bank.deleteTitle'),
        content: t('bank.deleteConfirm', { name: `${bankTitle(bank)} ${bankTail(bank.account)}` }),
        confirmText: t('bank.delete'),
        cancelText: t('common:actions.cancel'),
      });
      if (!confirmed) return false;
      setDeleting(true);
      try {
        await deleteBankAccount(bank.id);
        toast.success(t('bank.deleted'));
        return true;
      } catch (error) {
        toastError(error);
        return false;
      } finally {
        setDeleting(false);
        void queryClient.invalidateQueries({ queryKey: walletKeys.banks() });
      }
    },
    [t, queryClient],
  );

  return { remove, deleting };
}
