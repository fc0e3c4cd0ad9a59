import { confirmDialog } from './dialog';
import { toast, toastError } from './toast';

/**
 * Asks `question` first; on yes runs `run` and says `doneText`, or toasts the error. Resolves true
 * when the member said yes (whatever came of it), false when they kept it.
 */
export async function askThenRun(
  question: Parameters<typeof confirmDialog>[0],
  run: () => Promise<unknown>,
  doneText: string,
): Promise<boolean> {
  if (!(await confirmDialog(question))) return false;
  try {
    await run();
    toast.success(doneText);
  } catch (error) {
    toastError(error);
  }
  return true;
}
