import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast, toastError } from '../../../components/ui/toast';
import { refundPaths } from '../refund-paths';
import { useRefundChanged } from './use-refund-actions';

/**
 * Sends a request (`send` answers its id); done, it says so, refreshes the lists and opens the
 * request's details; a failure is toasted.
 */
export function useSendRefund(done: 'apply' | 'edit') {
  const { t } = useTranslation('refunds');
  const navigate = useNavigate();
  const changed = useRefundChanged();
  return async (send: () => Promise<number>) => {
    try {
      const id = await send();
      toast.success(t(`done.${done}`));
      await changed();
      void navigate(refundPaths.details(id), { replace: true });
    } catch (error) {
      toastError(error);
    }
  };
}
