import type { RouteInput } from '@cloudmall/contract';
import { chatRoutes } from '@cloudmall/contract/chat';
import { api } from '../../../lib/api';
import type { CallOptions } from '@cloudmall/client';
import type { NoticeCounts, NoticeType } from '../chat-types';

/** Chat calls stay silent: the page shows a failure where it happened (the composer keeps the text). */
const quiet = { silent: true } as const;

export type ChatSendInput = RouteInput<typeof chatRoutes.send>;

export function sendChatMessage(input: ChatSendInput) {
  return api.call(chatRoutes.send, input, quiet);
}

export function fetchConversations(options: CallOptions = {}) {
  return api.call(chatRoutes.lists, {}, { ...quiet, ...options });
}

export function fetchNoticeCounts(options: CallOptions = {}): Promise<NoticeCounts> {
  return api.call(chatRoutes.noticeCounts, {}, { ...quiet, ...options });
}

/** Messages with one member, oldest first; `beforeId` pages backwards. */
export async function fetchChatHistory(
  id: number,
  limit: number,
  beforeId?: number,
  signal?: AbortSignal,
) {
  const page = await api.call(
    chatRoutes.history,
    { id, limit, before_id: beforeId },
    { ...quiet, signal },
  );
  return page.data;
}

export function deleteConversation(id: number) {
  return api.call(chatRoutes.del, { id }, { ...quiet, loading: true });
}

/** Marks one conversation read, or every conversation without `id`. */
export function markChatRead(id?: number) {
  return api.call(chatRoutes.read, id === undefined ? {} : { id }, quiet);
}

export function markNoticesRead(type?: NoticeType) {
  return api.call(chatRoutes.readNotices, type === undefined ? {} : { type }, quiet);
}

export function shakeClient(clientId: string) {
  return api.call(chatRoutes.shake, { client_id: clientId }, quiet);
}

export function fetchChatState() {
  return api.call(chatRoutes.state, {}, quiet);
}

export function askService(text: string, human = false) {
  return api.call(chatRoutes.service, human ? { text, human } : { text }, quiet);
}

/** Sends customer service a voice recording already uploaded (an agent listens to it). */
export function askServiceByVoice(url: string, length: number) {
  return api.call(chatRoutes.service, { voice: { url, length } }, quiet);
}

/** Uploads a voice recording under a name that says its container (the server checks the bytes). */
export async function uploadChatVoice(blob: Blob): Promise<string> {
  const extension = /ogg/.test(blob.type)
    ? 'ogg'
    : /mp4|m4a|aac/.test(blob.type)
      ? 'm4a'
      : /mpeg|mp3/.test(blob.type)
        ? 'mp3'
        : /wav/.test(blob.type)
          ? 'wav'
          : 'webm';
  const uploaded = await api.upload(blob, { silent: true }, `voice.${extension}`);
  return uploaded.url;
}

/** Uploads a chat image with the app's upload helper; answers its `/uploads/...` path. */
export async function uploadChatImage(file: File): Promise<string> {
  const uploaded = await api.upload(file, { silent: true });
  return uploaded.url;
}
