import { useCallback, useState } from 'react';
import { confirmDialog } from '../../../components/ui/dialog';
import { toast, toastError } from '../../../components/ui/toast';

interface ConfirmedStep {
  /** The question asked first; nothing happens unless the member confirms. */
  question: Parameters<typeof confirmDialog>[0];
  action: () => Promise<unknown>;
  /** Said in a toast when the action worked (a failure toasts its own message). */
  done: string;
  /** Runs afterwards either way, e.g. to refresh what the action changed. */
  settle: () => void;
}

/**
 * A step the member confirms first (remove a payout account, cancel a withdrawal): `busy` while it
 * runs; `run` answers true when the action worked.
 */
export function useConfirmedStep() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (step: ConfirmedStep): Promise<boolean> => {
    if (!(await confirmDialog(step.question))) return false;
    setBusy(true);
    try {
      await step.action();
      toast.success(step.done);
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      setBusy(false);
      step.settle();
    }
  }, []);
  return { run, busy };
}
