import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../stores/ui-store';
import { EMPTY_USER, useUserStore } from '../stores/user-store';
import { startSocket } from './socket-lifecycle';
import { FakeSocket } from '@cloudmall/client/testing';

const chat = vi.hoisted(() => ({
  attachChat: vi.fn(() => () => undefined),
  handlePush: vi.fn(),
  isChatServiceUp: vi.fn(async () => true),
}));
vi.mock('../features/chat/realtime/chat-runtime', () => chat);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('socket lifecycle and chat', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    Object.values(chat).forEach((mock) => mock.mockClear());
    useUserStore.setState({ ...EMPTY_USER });
    useUiStore.setState({ sessionChecked: false });
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('attaches the chat runtime once a logged-in session is checked, not before', async () => {
    useUserStore.setState({ isLogin: true, id: 12, token: 't' });
    stop = startSocket(() => undefined);
    await flush();
    expect(chat.attachChat).not.toHaveBeenCalled(); // the token check has not answered yet
    useUiStore.setState({ sessionChecked: true });
    useUiStore.setState({ loadingVisible: true });
    await flush();
    expect(chat.attachChat).toHaveBeenCalledTimes(1);
    expect(typeof (chat.attachChat.mock.calls[0] as unknown[])[0]).toBe('object');
  });

  it('leaves visitors without the chat runtime until they log in', async () => {
    useUiStore.setState({ sessionChecked: true });
    stop = startSocket(() => undefined);
    await flush();
    expect(chat.attachChat).not.toHaveBeenCalled();
    useUserStore.setState({ isLogin: true, id: 12, token: 't' });
    await flush();
    expect(chat.attachChat).toHaveBeenCalledTimes(1);
  });

  it('hands chat, service, order and notice pushes to the chat runtime in order (visitors included)', async () => {
    useUiStore.setState({ sessionChecked: true });
    stop = startSocket(() => undefined);
    FakeSocket.last?.receive({ type: 'init', client_id: 'c' });
    for (const type of ['chat', 'service', 'live', 'order', 'notice'])
      FakeSocket.last?.receive({ type, n: type });
    await flush();
    await flush();
    expect(
      chat.handlePush.mock.calls.map(([message]) => (message as { type: string }).type),
    ).toEqual(['chat', 'service', 'order', 'notice']);
    expect(chat.attachChat).not.toHaveBeenCalled();
  });
});
