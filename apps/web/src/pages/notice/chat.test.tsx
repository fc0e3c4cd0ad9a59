import type { ChatMessage } from '@cloudmall/contract/chat';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConversation } from '../../features/chat/chat-history';
import { handlePush } from '../../features/chat/realtime/chat-runtime';
import { EMPTY_CHAT_STATE, useChatStore } from '../../features/chat/stores/chat-store';
import { initI18n } from '../../lib/i18n';
import { EMPTY_STATISTICS, useStatisticsStore } from '../../stores/statistics-store';
import { EMPTY_USER, useUserStore } from '../../stores/user-store';
import { envelopeResponse, installRouteApi, sentBodies } from '../../testing/test-api';
import ChatPage from './chat';
import { renderRoutes } from '../../testing/render-page';

const HOSTILE = '<img src=x onerror=alert(1)>';

const fromDemo2 = (id: number, text: string): ChatMessage => ({
  id,
  type: 'chat',
  to_id: 12,
  form: { id: 13, name: 'Second Demo', avatar: '' },
  message: { type: 'text', content: { text } },
  createtime: Math.floor(Date.now() / 1000),
});

function renderChat(search = '?to_id=13') {
  renderRoutes(
    [
      {
        path: '/pages/notice/chat',
        Component: ChatPage,
        handle: { titleKey: 'chat', requiresLogin: true, tab: false },
      },
    ],
    `/pages/notice/chat${search}`,
  );
}

/** A history page as `chat/history` answers it. */
const historyPage = <T,>(data: T[]) => ({
  total: data.length,
  per_page: 30,
  current_page: 1,
  last_page: 1,
  data,
});

function chatApi(send?: () => Response) {
  return installRouteApi({
    '/api/wanlshop/chat/history': () =>
      envelopeResponse(historyPage([fromDemo2(1, 'Hello from demo2')])),
    '/api/wanlshop/chat/read': () => envelopeResponse(null),
    '/api/wanlshop/notice/counts': () =>
      envelopeResponse({ order: 0, notice: 0, system: 0, logistics: 0, chat: 0 }),
    '/api/wanlshop/chat/lists': () => envelopeResponse([]),
    ...(send ? { '/api/wanlshop/chat/send': send } : {}),
  });
}

describe('chat page', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    useUserStore.setState({
      ...EMPTY_USER,
      isLogin: true,
      id: 12,
      username: 'demo',
      token: 't',
      voice: false,
      shock: false,
    });
    useStatisticsStore.setState(structuredClone(EMPTY_STATISTICS));
    useChatStore.setState({ ...EMPTY_CHAT_STATE });
  });

  it('shows a pushed message containing markup as literal text, creates no image, and reads it', async () => {
    const api = chatApi();
    renderChat();
    expect(await screen.findByText('Hello from demo2')).toBeTruthy();

    act(() => handlePush(fromDemo2(2, HOSTILE)));

    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(readConversation(12, 13).map((message) => message.id)).toEqual([1, 2]);
    // the conversation is open: the message is read at once and never counted
    await waitFor(() =>
      expect(sentBodies(api.fetch, '/api/wanlshop/chat/read')).toContainEqual({ id: 13 }),
    );
    expect(useStatisticsStore.getState().notice.chat).toBe(0);
  });

  it('ignores an invalid push', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    chatApi();
    renderChat();
    await screen.findByText('Hello from demo2');
    act(() =>
      handlePush({
        type: 'chat',
        id: 3,
        message: { type: 'html', content: '<b>x</b>' },
      } as unknown as ChatMessage),
    );
    expect(screen.queryByText('<b>x</b>')).toBeNull();
    expect(readConversation(12, 13)).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps the text and shows the translated error when sending fails', async () => {
    const api = chatApi(() => envelopeResponse(null, { code: 0, msg: 'chat_self_not_allowed' }));
    renderChat('?to_id=13&shop_id=5');
    await screen.findByText('Hello from demo2');
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'hi me' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(await screen.findByText('Not allowed to chat with oneself')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('hi me');
    expect(sentBodies(api.fetch, '/api/wanlshop/chat/send')).toEqual([
      { to_id: 13, shop_id: 5, type: 'text', content: { text: 'hi me' } },
    ]);
  });

  it('sends only the goods id of the hand-off card and shows the card the server filled', async () => {
    const card = { id: 95, title: 'Desk Lamp C', image: '/uploads/lamp.png', price: '33.70' };
    const api = chatApi(() =>
      envelopeResponse({
        id: 9,
        type: 'chat',
        to_id: 13,
        form: { id: 12, name: 'demo', avatar: '' },
        message: { type: 'goods', content: card },
        createtime: 1_790_000_000,
      }),
    );
    renderChat(
      `?to_id=13&shop_id=5&goods=${encodeURIComponent(JSON.stringify({ ...card, title: 'Forged title', price: '1.00' }))}`,
    );
    await screen.findByText('Hello from demo2');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send this item' }));
    });
    expect(sentBodies(api.fetch, '/api/wanlshop/chat/send')).toEqual([
      { to_id: 13, shop_id: 5, type: 'goods', content: { id: 95 } },
    ]);
    expect(await screen.findByText('Desk Lamp C')).toBeTruthy();
  });

  it('a conversation opened without a shop is headed by the shop its member owns, and its messages name the shop', async () => {
    const api = installRouteApi({
      '/api/wanlshop/chat/history': () => envelopeResponse(historyPage([])),
      '/api/wanlshop/chat/read': () => envelopeResponse(null),
      '/api/wanlshop/notice/counts': () =>
        envelopeResponse({ order: 0, notice: 0, system: 0, logistics: 0, chat: 0 }),
      '/api/wanlshop/chat/lists': () => envelopeResponse([]),
      '/api/wanlshop/chat/party': () =>
        envelopeResponse({ id: 13, shop_id: 5, name: 'Moonlight Store', avatar: '/uploads/m.png' }),
      '/api/wanlshop/chat/send': () => envelopeResponse(null, { code: 0, msg: 'rate_limited' }),
    });
    renderChat('?to_id=13');
    expect(await screen.findByRole('heading', { name: 'Moonlight Store' })).toBeTruthy();
    expect(screen.queryByText('Member 13')).toBeNull();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hello shop' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(sentBodies(api.fetch, '/api/wanlshop/chat/send')).toEqual([
      { to_id: 13, shop_id: 5, type: 'text', content: { text: 'hello shop' } },
    ]);
  });
});
