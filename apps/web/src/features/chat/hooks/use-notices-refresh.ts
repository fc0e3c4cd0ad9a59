import { useRefetchOnScreen } from '../../../lib/queries/use-refetch-on-screen';
import { chatKeys } from '../api/chat-queries';
import type { NoticeType } from '../chat-types';

/** Pull-to-refresh of a notice page: refetches its list; a failure is toasted. */
export function useNoticesRefresh(type: NoticeType): () => Promise<void> {
  return useRefetchOnScreen(chatKeys.notices(type));
}
