import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { askThenRun } from '../../../components/ui/ask-then-run';
import { toastError } from '../../../components/ui/toast';
import { addressKeys, deleteAddress, setDefaultAddress, type Address } from '../api/address-api';

/** Delete (after a confirm) and set default, each refreshing the list. */
export function useAddressActions() {
  const { t } = useTranslation('cart');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressKeys.all() });

  const remove = async (address: Address) => {
    const asked = await askThenRun(
      {
        content: t('address.confirmDelete'),
        confirmText: t('address.delete'),
        cancelText: t('cancel'),
      },
      () => deleteAddress(address.id),
      t('address.deleted'),
    );
    if (asked) void refresh();
  };

  const makeDefault = async (address: Address) => {
    try {
      await setDefaultAddress(address.id);
    } catch (error) {
      toastError(error);
    } finally {
      void refresh();
    }
  };

  return { remove, makeDefault, refresh };
}
