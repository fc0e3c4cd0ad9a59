import { useCallback, useState } from 'react';
import { toastError } from '../../components/ui/toast';

/** A busy flag around one request at a time; a failure goes to `onError` (a toast unless told). */
export function useBusy() {
  const [busy, setBusy] = useState(false);

  /** Runs `task` with the flag up; answers what the task answered, or false when it failed. */
  const run = useCallback(
    async <T>(
      task: () => Promise<T>,
      onError: (error: unknown) => void = toastError,
    ): Promise<T | false> => {
      setBusy(true);
      try {
        return await task();
      } catch (error) {
        onError(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  return { busy, run };
}
