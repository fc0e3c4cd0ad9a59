import type { ChatMessage, ChatSendBody } from '@cloudmall/contract/chat';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../components/ui/toast';
import { ApiError } from '@cloudmall/client';
import { useBusy } from '../../../lib/forms/use-busy';
import { prepareImage } from '../../../lib/image-upload';
import { useUserStore } from '../../../stores/user-store';
import { sendChatMessage, uploadChatImage, uploadChatVoice } from '../api/chat-api';
import { applyMessage } from '../conversations';
import { useChatStore } from '../stores/chat-store';
import { readImageSize } from '../image-size';
import type { Recording } from './use-voice-recorder';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

interface SenderOptions {
  toId: number;
  shopId?: number;
  /** The other member as the page shows them (for a conversation the list does not have yet). */
  other: { name: string; avatar: string };
  onSent: (message: ChatMessage) => void;
}

/**
 * Sends messages one at a time: `sending` is true meanwhile. A failure shows the translated server
 * message (e.g. not allowed to chat with oneself) and answers false, so the composer keeps the text.
 */
export function useChatSender({ toId, shopId, other, onSent }: SenderOptions) {
  const { t } = useTranslation(['errors', 'chat']);
  const { busy: sending, run } = useBusy();

  const send = useCallback(
    (body: ChatSendBody): Promise<boolean> =>
      run(async () => {
        const message = await sendChatMessage({
          to_id: toId,
          ...(shopId ? { shop_id: shopId } : {}),
          ...body,
        });
        onSent(message);
        const me = useUserStore.getState().id;
        useChatStore.setState((state) => ({
          conversations: applyMessage(state.conversations, message, me, { read: true, other }),
        }));
        return true;
      }),
    [toId, shopId, other, onSent, run],
  );

  const sendImage = useCallback(
    async (file: File): Promise<boolean> => {
      if (!IMAGE_TYPES.includes(file.type)) {
        toast.fail(t('upload_type_not_allowed'));
        return false;
      }
      return run(
        async () => {
          // shrunk in the browser first; still over the contract's limit → the limit's message
          const ready = await prepareImage(file);
          const [size, url] = await Promise.all([readImageSize(ready), uploadChatImage(ready)]);
          return send({ type: 'img', content: { url, w: size.w, h: size.h } });
        },
        (error) => {
          if (error instanceof ApiError) toastError(error);
          else toast.fail(t('chat:composer.imageUnreadable'));
        },
      );
    },
    [send, run, t],
  );

  /** Uploads a recording (the server checks it is audio) and sends it as a voice message with its length. */
  const sendVoice = useCallback(
    (recording: Recording): Promise<boolean> =>
      run(async () => {
        const url = await uploadChatVoice(recording.blob);
        return send({ type: 'voice', content: { url, length: recording.seconds } });
      }),
    [send, run],
  );

  return { sending, send, sendImage, sendVoice };
}
