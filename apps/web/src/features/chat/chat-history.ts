import type { ChatMessage } from '@cloudmall/contract/chat';
import { readJson, removeKey, writeJson } from '../../lib/storage';

/** Spec §3/§9: a conversation keeps its last 96 messages, plus the new one. */
export const HISTORY_KEEP = 96;

/** One entry per member (`wanlchat:message_<my uid>`), holding each conversation by the other member's id. */
export function historyKey(me: number): string {
  return `wanlchat:message_${me}`;
}

type Conversations = Record<string, ChatMessage[]>;

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<ChatMessage>;
  return (
    typeof message.id === 'number' &&
    typeof message.form === 'object' &&
    typeof message.message === 'object'
  );
}

function readAll(me: number): Conversations {
  const stored = readJson(historyKey(me));
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Conversations)
    : {};
}

/** The other member of a message, seen from `me`. */
export function otherPartyOf(message: ChatMessage, me: number): number {
  return message.form.id === me ? message.to_id : message.form.id;
}

/** Messages ordered oldest first, each id once (a later copy replaces an earlier one). */
export function mergeMessages(...lists: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Appends a message: the last 96 kept, plus the new one; a message already there is not doubled. */
export function appendMessage(list: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (list.some((item) => item.id === message.id)) return mergeMessages(list, [message]);
  return [...list.slice(-HISTORY_KEEP), message];
}

/**
 * Merges the newest page from the server into the local history, deduplicated by id. When the page
 * is full, local messages older than it are left out: the gap between would otherwise never fill
 * (older pages load on scroll); when it is not full the server sent everything it has.
 */
export function mergeServerPage(
  local: ChatMessage[],
  page: ChatMessage[],
  pageSize: number,
): ChatMessage[] {
  const oldest = page[0]?.id;
  const kept =
    page.length >= pageSize && oldest !== undefined
      ? local.filter((message) => message.id >= oldest)
      : local;
  return mergeMessages(kept, page);
}

/** The stored history of one conversation (messages that do not look like messages are dropped). */
export function readConversation(me: number, other: number): ChatMessage[] {
  const list = readAll(me)[String(other)];
  return Array.isArray(list) ? list.filter(isMessage) : [];
}

/** Stores a conversation's history, trimmed to its last 96 messages plus one. */
export function writeConversation(me: number, other: number, list: ChatMessage[]): void {
  const all = readAll(me);
  all[String(other)] = list.slice(-(HISTORY_KEEP + 1));
  writeJson(historyKey(me), all);
}

/** Adds one message (sent or received) to the stored history of its conversation. */
export function storeMessage(me: number, message: ChatMessage): void {
  const other = otherPartyOf(message, me);
  writeConversation(me, other, appendMessage(readConversation(me, other), message));
}

/** Forgets a deleted conversation. */
export function removeConversation(me: number, other: number): void {
  const all = readAll(me);
  delete all[String(other)];
  if (Object.keys(all).length === 0) removeKey(historyKey(me));
  else writeJson(historyKey(me), all);
}
