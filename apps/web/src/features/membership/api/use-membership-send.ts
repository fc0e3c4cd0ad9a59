import { useQueryClient } from '@tanstack/react-query';
import { useBusy } from '../../../lib/forms/use-busy';
import { membershipKeys } from './membership-queries';

/**
 * Sends one membership command at a time (a failure to `onError`, a toast unless told), then
 * reloads every membership query whatever the outcome. Answers the command's answer, or false.
 */
export function useMembershipSend() {
  const queryClient = useQueryClient();
  const { busy, run } = useBusy();
  const send = async <T>(task: () => Promise<T>, onError?: (error: unknown) => void) => {
    const result = await run(task, onError);
    void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
    return result;
  };
  return { sending: busy, send };
}
