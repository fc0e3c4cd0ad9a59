import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../../lib/socket';
import { EMPTY_STATISTICS, useStatisticsStore } from '../../../stores/statistics-store';
import { useUiStore } from '../../../stores/ui-store';
import { EMPTY_USER, useUserStore } from '../../../stores/user-store';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import { EMPTY_CHAT_STATE, useChatStore } from '../stores/chat-store';
import { attachChat } from './chat-runtime';

/** The two things the runtime reads from the socket client. */
function fakeClient() {
  let clientId: string | undefined;
  const listeners = new Set<(message: ServerMessage) => void>();
  return {
    clientId: () => clientId,
    subscribe: (listener: (message: ServerMessage) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init(id: string) {
      clientId = id;
      for (const listener of listeners) listener({ type: 'init', client_id: id });
    },
  };
}

const CLIENT = '7b2a3c1e-0000-4000-8000-000000000001';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function api() {
  return installRouteApi({
    '/api/wanlshop/chat/shake': () => envelopeResponse(CLIENT),
    '/api/wanlshop/notice/counts': () =>
      envelopeResponse({ order: 1, notice: 0, system: 0, logistics: 0, chat: 2 }),
    '/api/wanlshop/chat/lists': () =>
      envelopeResponse([
        {
          id: 13,
          user_id: 13,
          name: 'Second Demo',
          avatar: '',
          content: 'hi',
          count: 2,
          createtime: 1,
        },
      ]),
  });
}

describe('attachChat', () => {
  let detach = () => undefined as void;
  beforeEach(() => {
    useUserStore.setState({ ...EMPTY_USER, isLogin: true, id: 12, token: 't' });
    useUiStore.setState({ sessionChecked: true });
    useStatisticsStore.setState(structuredClone(EMPTY_STATISTICS));
    useChatStore.setState({ ...EMPTY_CHAT_STATE });
  });
  afterEach(() => detach());

  it('loads the true counts at once, and shakes each new client id then reloads them', async () => {
    const calls = api();
    const client = fakeClient();
    detach = attachChat(client);
    await settle();
    expect(useStatisticsStore.getState().notice).toEqual({ order: 1, notice: 0, chat: 2 });
    expect(sentBodies(calls.fetch, '/api/wanlshop/chat/shake')).toEqual([]);

    client.init(CLIENT);
    await settle();
    expect(sentBodies(calls.fetch, '/api/wanlshop/chat/shake')).toEqual([{ client_id: CLIENT }]);
    client.init(CLIENT); // the same connection again: no second shake
    await settle();
    expect(sentBodies(calls.fetch, '/api/wanlshop/chat/shake')).toHaveLength(1);
    expect(
      calls.fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/wanlshop/chat/lists')),
    ).toHaveLength(2);
  });

  it('shakes again after logout and a new login on the same socket', async () => {
    const calls = api();
    const client = fakeClient();
    client.init(CLIENT);
    detach = attachChat(client);
    await settle();
    useUserStore.setState({ ...EMPTY_USER });
    useUserStore.setState({ isLogin: true, id: 14, token: 'u' });
    await settle();
    expect(sentBodies(calls.fetch, '/api/wanlshop/chat/shake')).toHaveLength(2);
  });
});
