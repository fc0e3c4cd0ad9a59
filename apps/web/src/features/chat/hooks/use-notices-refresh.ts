import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toastError } from '../../../components/ui/toast';
import { chatKeys } from '../api/chat-queries';
import type { NoticeType } from '../chat-types';

/** Pull-to-refresh of a notice page: refetches its lists; a failure is toasted. */
export function useNoticesRefresh(types: readonly NoticeType[]): () => Promise<void> {
  const queryClient = useQueryClient();
  const key = types.join(',');
  return useCallback(async () => {
    const list = key.split(',') as NoticeType[];
    await Promise.all(
      list.map((type) =>
        queryClient.refetchQueries(
          { queryKey: chatKeys.notices(type), type: 'active' },
          { throwOnError: true },
        ),
      ),
    ).catch(toastError);
  }, [key, queryClient]);
}
