import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, installRouteApi } from '../../../testing/test-api';
import { chatEvents } from '../../../lib/realtime/chat-events';
import { useLiveRoom } from './use-live-room';
import { goodsCard } from '../../../testing/catalog-fixtures';
import { liveRoom } from '../../../testing/find-fixtures';
import { useEnglishMember } from '../../../testing/member';

const room = liveRoom({ cover: '/uploads/demo/live-cover.webp' });

const push = (group: string, type: string, extra: Record<string, unknown> = {}) =>
  chatEvents.emit('live', {
    type: 'live',
    group,
    form: { id: 8, nickname: 'Second' },
    message: { type, ...extra },
    online: 2,
    ...extra,
  });

const updatePush = {
  type: 'live',
  group: '1',
  form: { id: 3, nickname: 'Shop' },
  message: { type: 'update' },
};

describe('useLiveRoom', () => {
  useEnglishMember();

  it('enters the room, folds in this room’s pushes only, and leaves on unmount', async () => {
    const api = installRouteApi({
      '/api/wanlshop/live/play': () => envelopeResponse(room),
      '/api/wanlshop/live/unload': () => envelopeResponse(null),
    });
    const burst = vi.fn();
    const { result, unmount } = renderHook(() => useLiveRoom(1, burst));
    await waitFor(() => expect(result.current.room?.title).toBe('Launch day'));
    expect(result.current.state).toMatchObject({ online: 1, likes: 30, ended: false });

    act(() => {
      push('1', 'coming');
      push('2', 'msg', { text: 'another room' });
      push('1', 'msg', { text: 'hello' });
      push('1', 'like', { like: 31 });
      push('1', 'seek');
    });
    expect(result.current.state.lines.map((line) => [line.kind, line.name, line.text])).toEqual([
      ['coming', 'Second', ''],
      ['msg', 'Second', 'hello'],
    ]);
    expect(result.current.state).toMatchObject({ online: 2, likes: 31 });
    expect(burst).toHaveBeenCalledTimes(1); // someone else's like

    // the merchant changes the room's goods: the room shows the pushed list
    act(() => chatEvents.emit('live', { ...updatePush, goods: [goodsCard({ id: 42 })] }));
    expect(result.current.room?.goods.map((g) => g.id)).toEqual([42]);

    act(() => push('1', 'end'));
    expect(result.current.state.ended).toBe(true);

    unmount();
    await waitFor(() =>
      expect(
        api.fetch.mock.calls.some(([url]) => String(url).startsWith('/api/wanlshop/live/unload')),
      ).toBe(true),
    );
    act(() => push('1', 'msg', { text: 'after leaving' })); // no listener left: nothing happens
  });

  it('leaves while the app is hidden and enters again when it is shown', async () => {
    const api = installRouteApi({
      '/api/wanlshop/live/play': () => envelopeResponse(room),
      '/api/wanlshop/live/unload': () => envelopeResponse(null),
    });
    const calls = (path: string) =>
      api.fetch.mock.calls.filter(([url]) => String(url).startsWith(path)).length;
    const setVisibility = (value: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    const { result, unmount } = renderHook(() => useLiveRoom(1, () => undefined));
    await waitFor(() => expect(result.current.room).toBeDefined());
    expect(calls('/api/wanlshop/live/play')).toBe(1);
    try {
      act(() => setVisibility('hidden'));
      expect(calls('/api/wanlshop/live/unload')).toBe(1);
      act(() => setVisibility('visible'));
      await waitFor(() => expect(calls('/api/wanlshop/live/play')).toBe(2));
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      unmount();
    }
    expect(calls('/api/wanlshop/live/unload')).toBe(2);
  });

  it('answers the failure when the room does not exist', async () => {
    installRouteApi({
      '/api/wanlshop/live/play': () => envelopeResponse(null, { code: 0, msg: 'live_not_found' }),
      '/api/wanlshop/live/unload': () => envelopeResponse(null),
    });
    const { result } = renderHook(() => useLiveRoom(99, () => undefined));
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.room).toBeUndefined();
  });
});
