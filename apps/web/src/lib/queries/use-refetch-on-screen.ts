import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toastError } from '../../components/ui/toast';

/** Pull-to-refresh: refetches the queries on screen under `queryKey`; a failure is toasted. */
export function useRefetchOnScreen(queryKey: QueryKey): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient
      .refetchQueries({ queryKey, type: 'active' }, { throwOnError: true })
      .catch(toastError);
  };
}
