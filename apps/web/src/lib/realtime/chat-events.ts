import type { ChatMessage, ServerPush, ServiceMessage } from '@cloudmall/contract/chat';
import type { ServerMessage } from '../socket';

/** Order and notice pushes (the notices page and the unread counters). */
export type NoticePush = Extract<ServerPush, { type: 'order' | 'notice' }>;

/** Validated pushes, by type, for the pages that update live. */
export interface ChatEventMap {
  chat: ChatMessage;
  service: ServiceMessage;
  notice: NoticePush;
  /** `live` room broadcasts as received; the live room (features/find) validates them. */
  live: ServerMessage;
}

type Listener<K extends keyof ChatEventMap> = (payload: ChatEventMap[K]) => void;

const listeners: { [K in keyof ChatEventMap]: Set<Listener<K>> } = {
  chat: new Set(),
  service: new Set(),
  notice: new Set(),
  live: new Set(),
};

/** A small typed event bus: the socket runtime emits, pages listen while mounted. */
export const chatEvents = {
  /** Listens to one push type; answers the unsubscribe function (an effect's cleanup). */
  on<K extends keyof ChatEventMap>(type: K, listener: Listener<K>): () => void {
    listeners[type].add(listener);
    return () => {
      listeners[type].delete(listener);
    };
  },
  emit<K extends keyof ChatEventMap>(type: K, payload: ChatEventMap[K]): void {
    for (const listener of listeners[type]) listener(payload);
  },
};
