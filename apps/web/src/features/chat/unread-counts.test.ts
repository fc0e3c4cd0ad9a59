import type { ChatListEntry } from '@cloudmall/contract/chat';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { EMPTY_STATISTICS, useStatisticsStore } from '../../stores/statistics-store';
import { EMPTY_USER, useUserStore } from '../../stores/user-store';
import { countsFromServer, readUnread, subtractConversation, unread } from './unread-counts';

const entry = (id: number, count: number): ChatListEntry => ({
  id,
  user_id: id,
  name: `m${id}`,
  avatar: '',
  content: 'hi',
  count,
  createtime: 1,
});
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.statistics) ?? '{}').state;

describe('unread counts (spec §4)', () => {
  beforeEach(() => {
    useUserStore.setState({ ...EMPTY_USER, isLogin: true, id: 12, token: 't' });
    useStatisticsStore.setState(structuredClone(EMPTY_STATISTICS));
  });

  it('a chat push increments chat while the notice flag is on', () => {
    unread.chatPush();
    unread.chatPush();
    expect(readUnread()).toEqual({ order: 0, notice: 0, chat: 2, mutedChat: 0 });
    expect(stored().notice.chat).toBe(2);
  });

  it('with the notice flag off a chat push goes to the separate, saved mutedChat counter', () => {
    useUserStore.setState({ pushs: false });
    unread.chatPush();
    expect(readUnread()).toEqual({ order: 0, notice: 0, chat: 0, mutedChat: 1 });
    expect(stored().mutedChat).toBe(1);
  });

  it('order and notice pushes increment their own counters', () => {
    unread.noticePush('order');
    unread.noticePush('notice');
    unread.noticePush('notice');
    expect(readUnread()).toEqual({ order: 1, notice: 2, chat: 0, mutedChat: 0 });
  });

  it('deleting a conversation subtracts its count, from chat first, never below zero', () => {
    useStatisticsStore.getState().patchNotice({ chat: 3 }, 2);
    unread.conversationCleared(4);
    expect(readUnread()).toMatchObject({ chat: 0, mutedChat: 1 });
    expect(subtractConversation({ order: 0, notice: 0, chat: 1, mutedChat: 0 }, 5)).toMatchObject({
      chat: 0,
      mutedChat: 0,
    });
  });

  it('mark-all-read zeroes every count, the muted one too', () => {
    useStatisticsStore.getState().patchNotice({ order: 2, notice: 3, chat: 4 }, 5);
    unread.allRead();
    expect(readUnread()).toEqual({ order: 0, notice: 0, chat: 0, mutedChat: 0 });
    expect(stored().notice).toEqual({ order: 0, notice: 0, chat: 0 });
  });

  it('takes the true counts from noticeCounts and the conversations, keeping muted messages muted', () => {
    const server = { order: 2, notice: 1, system: 3, logistics: 4, chat: 7 };
    const counts = countsFromServer(server, [entry(13, 5), entry(14, 2)], {
      order: 9,
      notice: 9,
      chat: 9,
      mutedChat: 2,
    });
    expect(counts).toEqual({ order: 2, notice: 8, chat: 5, mutedChat: 2 });
    expect(
      countsFromServer(server, [], { order: 0, notice: 0, chat: 0, mutedChat: 2 }).mutedChat,
    ).toBe(0);
  });
});
