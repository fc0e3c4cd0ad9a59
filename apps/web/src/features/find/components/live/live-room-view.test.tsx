import type { LiveRoom } from '@cloudmall/contract/find';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, installRouteApi } from '../../../../testing/test-api';
import { chatEvents } from '../../../../lib/realtime/chat-events';
import { LiveRoomView } from './live-room-view';
import { renderRoutes } from '../../../../testing/render-page';
import { liveRoom } from '../../../../testing/find-fixtures';
import { useEnglishMember } from '../../../../testing/member';

function renderRoom(answer: LiveRoom) {
  installRouteApi({
    '/api/wanlshop/live/play': () => envelopeResponse(answer),
    '/api/wanlshop/live/unload': () => envelopeResponse(null),
  });
  return renderRoutes(
    [
      { path: '/live', element: <LiveRoomView roomId={1} /> },
      { path: '/pages/page/end_live', element: <p>Summary page</p> },
    ],
    '/live',
  ).router;
}

/** A push to room 1, as the socket delivers it. */
function pushToRoom(
  form: { id: number; nickname: string },
  message: { type: 'msg'; text: string } | { type: 'end' },
  online: number,
) {
  act(() => chatEvents.emit('live', { type: 'live', group: '1', form, message, online }));
}

describe('live room view', () => {
  useEnglishMember();

  it('shows the room, chat pushes as lines, and goes to the summary on an end push', async () => {
    const router = renderRoom(liveRoom());
    expect(await screen.findByText('Cloudmall Official')).toBeTruthy();
    expect(screen.getByText('1 watching')).toBeTruthy();
    pushToRoom({ id: 8, nickname: 'Second' }, { type: 'msg', text: '<b>hi</b>' }, 2);
    expect(await screen.findByText('<b>hi</b>')).toBeTruthy();
    expect(screen.getByText('2 watching')).toBeTruthy();
    pushToRoom({ id: 3, nickname: 'system' }, { type: 'end' }, 0);
    expect(await screen.findByText('Summary page')).toBeTruthy();
    expect(router.state.location.search).toBe('?id=1');
  });

  it('goes straight to the summary when the room has ended', async () => {
    renderRoom(liveRoom({ status: 'ended' }));
    expect(await screen.findByText('Summary page')).toBeTruthy();
  });
});
