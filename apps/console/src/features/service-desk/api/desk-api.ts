import { chatConsoleRoutes, serviceDeskRoutes } from '@cloudmall/contract/chat';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';

export { chatConsoleRoutes, serviceDeskRoutes };

/** One member's conversation (off while none is open). */
export const useConversation = (userId: number | undefined) =>
  useConsoleQuery(
    serviceDeskRoutes.conversation,
    { user_id: userId ?? 0 },
    { enabled: userId !== undefined },
  );

export const useReply = () =>
  useConsoleMutation(chatConsoleRoutes.serviceReply, {
    invalidates: [chatConsoleRoutes.serviceQueue, serviceDeskRoutes.conversation],
  });

export const useAnnounce = () => useConsoleMutation(chatConsoleRoutes.announce);
