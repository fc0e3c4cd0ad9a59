import type { ChatListEntry, ChatMessage, ChatMessageBody } from '@cloudmall/contract/chat';
import { otherPartyOf } from './chat-history';

/** The markers the server uses for media in the list's `content` (kept as is, translated on display). */
export const PREVIEW_MARKERS = { img: '[image]', voice: '[voice]', goods: '[goods]' } as const;

/** One line of plain text for the conversation list. */
export function previewOf(body: ChatMessageBody): string {
  if (body.type === 'text') return body.content.text.replace(/\s+/g, ' ').trim();
  return PREVIEW_MARKERS[body.type];
}

type Translate = (key: string) => string;
const MARKER_KEYS: Record<string, string> = {
  '[image]': 'preview.image',
  '[voice]': 'preview.voice',
  '[goods]': 'preview.goods',
  '[order]': 'preview.order',
  '[unknown]': 'preview.unknown',
};

/** The list preview as shown: media markers translated (namespace `chat`), text as it is. */
export function displayPreview(content: string, t: Translate): string {
  const key = MARKER_KEYS[content];
  return key ? t(key) : content;
}

/** Moves an entry to the top of the list (newest first). */
function toTop(list: ChatListEntry[], entry: ChatListEntry): ChatListEntry[] {
  return [entry, ...list.filter((item) => item.user_id !== entry.user_id)];
}

/**
 * A message arrived or was sent: its conversation shows it as the last message and moves to the top.
 * A received message counts as unread unless `read` (the conversation is open); a new conversation is
 * added with the sender's name and avatar (or `other` for one the member started).
 */
export function applyMessage(
  list: ChatListEntry[],
  message: ChatMessage,
  me: number,
  options: { read: boolean; other?: { name: string; avatar: string } },
): ChatListEntry[] {
  const otherId = otherPartyOf(message, me);
  const incoming = message.form.id !== me;
  const existing = list.find((item) => item.user_id === otherId);
  const party = incoming ? { name: message.form.name, avatar: message.form.avatar } : options.other;
  const base: ChatListEntry = existing ?? {
    id: otherId,
    user_id: otherId,
    name: party?.name ?? '',
    avatar: party?.avatar ?? '',
    content: '',
    count: 0,
    createtime: 0,
  };
  return toTop(list, {
    ...base,
    content: previewOf(message.message),
    createtime: message.createtime,
    count: incoming && !options.read ? base.count + 1 : base.count,
  });
}

/** A conversation was read: its count is 0. Answers the list and the count taken away. */
export function clearCount(
  list: ChatListEntry[],
  id: number,
): { list: ChatListEntry[]; cleared: number } {
  const cleared = list.find((item) => item.user_id === id)?.count ?? 0;
  return {
    list: cleared ? list.map((item) => (item.user_id === id ? { ...item, count: 0 } : item)) : list,
    cleared,
  };
}
