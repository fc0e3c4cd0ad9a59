import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markNoticesRead } from '../api/chat-api';
import { chatKeys } from '../api/chat-queries';
import type { NoticeType } from '../chat-types';
import { chatEvents } from '../../../lib/realtime/chat-events';
import { loadUnreadCounts } from '../realtime/chat-runtime';

/**
 * A notice page marks its types read when it opens (`readNotices {type}`), then reloads the unread
 * counts. A notice pushed while it is open refreshes the list and is read too.
 */
export function useNoticesRead(types: readonly NoticeType[]): void {
  const queryClient = useQueryClient();
  const key = types.join(',');

  useEffect(() => {
    const list = key.split(',') as NoticeType[];
    const markRead = () =>
      void Promise.all(list.map((type) => markNoticesRead(type)))
        .then(() => loadUnreadCounts())
        .catch(() => undefined); // the badges stay as they were; the next load corrects them
    markRead();
    return chatEvents.on('notice', () => {
      for (const type of list)
        void queryClient.invalidateQueries({ queryKey: chatKeys.notices(type) });
      markRead();
    });
  }, [key, queryClient]);
}
