import type { BankAccount } from '@cloudmall/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteBankAccount } from '../api/wallet-api';
import { walletKeys } from '../api/wallet-queries';
import { bankTail, bankTitle } from '../bank-label';
import { useConfirmedStep } from './use-confirmed-step';

/** Removes a payout account after a confirm; answers true when it was removed. */
export function useDeleteBank() {
  const { t } = useTranslation(['wallet', 'common']);
  const queryClient = useQueryClient();
  const { run, busy } = useConfirmedStep();

  const remove = useCallback(
    (bank: BankAccount): Promise<boolean> =>
      run({
        question: {
          title: t('bank.deleteTitle'),
          content: t('bank.deleteConfirm', {
            name: `${bankTitle(bank)} ${bankTail(bank.account)}`,
          }),
          confirmText: t('bank.delete'),
          cancelText: t('common:actions.cancel'),
        },
        action: () => deleteBankAccount(bank.id),
        done: t('bank.deleted'),
        settle: () => void queryClient.invalidateQueries({ queryKey: walletKeys.banks() }),
      }),
    [run, t, queryClient],
  );

  return { remove, deleting: busy };
}
