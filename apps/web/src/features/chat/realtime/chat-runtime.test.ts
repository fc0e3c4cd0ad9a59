import type { ChatMessage } from '@cloudmall/contract/chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_STATISTICS, useStatisticsStore } from '../../../stores/statistics-store';
import { EMPTY_USER, useUserStore } from '../../../stores/user-store';
import { readConversation } from '../chat-history';
import { EMPTY_CHAT_STATE, useChatStore } from '../stores/chat-store';
import { resetAlertsForTests } from './alerts';
import { chatEvents } from '../../../lib/realtime/chat-events';
import { handlePush } from './chat-runtime';

const played: string[] = [];
class FakeAudio {
  volume = 1;
  constructor(readonly src: string) {}
  play() {
    played.push(this.src);
    return Promise.resolve();
  }
}

const chatFrom = (id: number, from: number): ChatMessage => ({
  id,
  type: 'chat',
  to_id: 12,
  form: { id: from, name: `Member ${from}`, avatar: '' },
  message: { type: 'img', content: { url: '/uploads/a.png', w: 10, h: 10 } },
  createtime: 1_700_000_000 + id,
});
const notice = (type: 'order' | 'notice', id: number) => ({
  type,
  id,
  title: 'Shipped',
  content: 'On its way',
  modules: 'order',
  modules_id: 3,
  createtime: 1_700_000_000,
});

describe('chat runtime pushes', () => {
  const vibrate = vi.fn();
  beforeEach(() => {
    played.length = 0;
    vibrate.mockClear();
    resetAlertsForTests();
    vi.stubGlobal('Audio', FakeAudio);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    useUserStore.setState({ ...EMPTY_USER, isLogin: true, id: 12, token: 't' });
    useStatisticsStore.setState(structuredClone(EMPTY_STATISTICS));
    useChatStore.setState({ ...EMPTY_CHAT_STATE });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a chat push is stored, listed, counted, announced and emitted', () => {
    const seen = vi.fn();
    const stop = chatEvents.on('chat', seen);
    handlePush(chatFrom(1, 13));
    stop();
    expect(readConversation(12, 13).map((message) => message.id)).toEqual([1]);
    expect(useChatStore.getState().conversations).toMatchObject([
      { id: 13, name: 'Member 13', content: '[image]', count: 1 },
    ]);
    expect(useStatisticsStore.getState().notice.chat).toBe(1);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(played).toEqual(['/sounds/chat.wav']);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('uses the muted counter with the notice flag off, and stays silent without voice and shock', () => {
    useUserStore.setState({ pushs: false, voice: false, shock: false });
    handlePush(chatFrom(1, 13));
    expect(useStatisticsStore.getState()).toMatchObject({ notice: { chat: 0 }, mutedChat: 1 });
    expect(played).toEqual([]);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('does not count a message of the open conversation', () => {
    useChatStore.setState({ activeId: 13 });
    handlePush(chatFrom(1, 13));
    expect(useStatisticsStore.getState().notice.chat).toBe(0);
    expect(useChatStore.getState().conversations[0]?.count).toBe(0);
  });

  it('order and notice pushes count on their own counters with their own sounds', () => {
    handlePush(notice('order', 1));
    resetAlertsForTests();
    handlePush(notice('notice', 2));
    expect(useStatisticsStore.getState().notice).toEqual({ order: 1, notice: 1, chat: 0 });
    expect(played).toEqual(['/sounds/order.wav', '/sounds/notice.wav']);
  });

  it('ignores pushes that do not match the contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    handlePush({ type: 'order', title: 'no id' } as never);
    handlePush({ type: 'chat', id: 'x' } as never);
    expect(useStatisticsStore.getState().notice).toEqual({ order: 0, notice: 0, chat: 0 });
    expect(played).toEqual([]);
    warn.mockRestore();
  });
});
