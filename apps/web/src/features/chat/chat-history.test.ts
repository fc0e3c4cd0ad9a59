import type { ChatMessage } from '@cloudmall/contract/chat';
import { describe, expect, it } from 'vitest';
import {
  appendMessage,
  HISTORY_KEEP,
  historyKey,
  mergeServerPage,
  readConversation,
  removeConversation,
  storeMessage,
} from './chat-history';

const ME = 12;
const message = (id: number, from = 13, to = ME, text = `message ${id}`): ChatMessage => ({
  id,
  type: 'chat',
  to_id: to,
  form: { id: from, name: `member ${from}`, avatar: '' },
  message: { type: 'text', content: { text } },
  createtime: 1_700_000_000 + id,
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => message(from + index));

describe('local chat history', () => {
  it('keeps the last 96 messages plus the new one', () => {
    const list = appendMessage(range(1, 100), message(101));
    expect(list).toHaveLength(HISTORY_KEEP + 1);
    expect(list[0]?.id).toBe(5);
    expect(list.at(-1)?.id).toBe(101);
  });

  it('does not double a message it already has', () => {
    const list = appendMessage(range(1, 3), message(2, 13, ME, 'edited'));
    expect(list.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('stores per member under wanlchat:message_<my uid>, one history per conversation', () => {
    for (const item of range(1, 120)) storeMessage(ME, item);
    storeMessage(ME, message(500, ME, 14)); // sent by me to member 14
    expect(readConversation(ME, 13)).toHaveLength(HISTORY_KEEP + 1);
    expect(readConversation(ME, 14).map((item) => item.id)).toEqual([500]);
    expect(Object.keys(JSON.parse(localStorage.getItem(historyKey(ME)) ?? '{}'))).toEqual([
      '13',
      '14',
    ]);
    expect(readConversation(99, 13)).toEqual([]);
    removeConversation(ME, 13);
    expect(readConversation(ME, 13)).toEqual([]);
  });

  it('merges the server page with the local history, deduplicated by id, oldest first', () => {
    const merged = mergeServerPage(
      [message(3), message(5), message(4)],
      [message(4), message(5), message(6)],
      30,
    );
    expect(merged.map((item) => item.id)).toEqual([3, 4, 5, 6]);
  });

  it('leaves out local messages older than a full server page (older pages load on scroll)', () => {
    const merged = mergeServerPage([message(1), message(40)], range(31, 60), 30);
    expect(merged[0]?.id).toBe(31);
    expect(merged).toHaveLength(30);
  });
});
