import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSocket } from './socket-lifecycle';
import { useUiStore } from '../stores/ui-store';
import { EMPTY_USER, useUserStore } from '../stores/user-store';
import { chatEvents } from '../lib/realtime/chat-events';
import { FakeSocket } from '@cloudmall/client/testing';

vi.mock('../features/chat/realtime/chat-runtime', () => ({
  attachChat: vi.fn(() => () => undefined),
  handlePush: vi.fn(),
  isChatServiceUp: vi.fn(async () => true),
}));

describe('live pushes reach the live room', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    useUserStore.setState({ ...EMPTY_USER });
    useUiStore.setState({ sessionChecked: true });
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('emits every `live` push on the chat event bus as received', () => {
    const seen: unknown[] = [];
    const off = chatEvents.on('live', (message) => seen.push(message));
    stop = startSocket(() => undefined);
    const push = {
      type: 'live',
      group: '1',
      form: { id: 7, nickname: 'Demo' },
      message: { type: 'msg', text: 'hi' },
      online: 2,
    };
    FakeSocket.last?.receive(push);
    FakeSocket.last?.receive({ type: 'chat', id: 1 });
    off();
    FakeSocket.last?.receive(push);
    expect(seen).toEqual([push]);
  });
});
