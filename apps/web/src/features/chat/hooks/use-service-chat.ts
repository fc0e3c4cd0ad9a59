import type { ServiceMessage } from '@cloudmall/contract/chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useBusy } from '../../../lib/forms/use-busy';
import { askService, askServiceByVoice, uploadChatVoice } from '../api/chat-api';
import { chatKeys, chatQueries } from '../api/chat-queries';
import { chatEvents } from '../../../lib/realtime/chat-events';
import type { Recording } from './use-voice-recorder';

/** Messages oldest first, each id once. */
function mergeService(current: ServiceMessage[], added: ServiceMessage[]): ServiceMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createtime - b.createtime || a.id - b.id);
}

/**
 * The customer-service conversation: history on open, the member's questions with the assistant's
 * answers, and agent replies pushed live. Everything lands in the history's cache, deduplicated.
 */
export function useServiceChat() {
  const queryClient = useQueryClient();
  const history = useQuery(chatQueries.serviceHistory());
  const { busy: sending, run } = useBusy();

  const append = useCallback(
    (added: ServiceMessage[]) =>
      queryClient.setQueryData<ServiceMessage[]>(chatKeys.serviceHistory(), (current = []) =>
        mergeService(current, added),
      ),
    [queryClient],
  );

  useEffect(() => chatEvents.on('service', (message) => append([message])), [append]);

  /** Sends one question (text or voice) and appends the answer; answers whether it was sent. */
  const send = useCallback(
    (question: () => ReturnType<typeof askService>): Promise<boolean> =>
      run(async () => {
        append(await question());
        return true;
      }),
    [append, run],
  );

  /** Asks the assistant (or, with `human`, hands over to an agent); answers whether it was sent. */
  const ask = useCallback(
    (text: string, human = false) => send(() => askService(text, human)),
    [send],
  );

  /** Uploads a recording and sends it to customer service; answers whether it was sent. */
  const askByVoice = useCallback(
    (recording: Recording) =>
      send(async () => askServiceByVoice(await uploadChatVoice(recording.blob), recording.seconds)),
    [send],
  );

  return { history, messages: history.data ?? [], sending, ask, askByVoice };
}
