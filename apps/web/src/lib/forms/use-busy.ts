import { useState } from 'react';
import { toastError } from '../../components/ui/toast';

/** A form's busy flag around one request; a failure goes to `onError` (a toast unless told). */
export function useBusy() {
  const [busy, setBusy] = useState(false);

  const run = async (
    task: () => Promise<unknown>,
    onError: (error: unknown) => void = toastError,
  ): Promise<void> => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return { busy, run };
}
