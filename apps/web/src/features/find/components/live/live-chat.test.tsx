import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../lib/i18n';
import { initialLiveState, liveReducer, type LiveEvent } from '../../live/live-messages';
import { LiveChat } from './live-chat';

describe('live chat overlay', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('renders pushed lines as text, names first', async () => {
    const events: LiveEvent[] = [
      { group: '1', from: { id: 7, nickname: 'Demo' }, type: 'coming', online: 2 },
      {
        group: '1',
        from: { id: 8, nickname: '<i>Second</i>' },
        type: 'msg',
        text: '<img src=x onerror=alert(1)>hello',
      },
      { group: '1', from: { id: 7, nickname: 'Demo' }, type: 'leave', online: 1 },
    ];
    const state = events.reduce(
      (current, event) => liveReducer(current, { type: 'push', event }),
      initialLiveState({ online: 1, likes: 0 }),
    );
    const { container } = render(
      <Suspense fallback={null}>
        <LiveChat lines={state.lines} />
      </Suspense>,
    );
    expect(await screen.findByText('<img src=x onerror=alert(1)>hello')).toBeTruthy();
    expect(screen.getByText('<i>Second</i>')).toBeTruthy();
    expect(container.querySelector('img, i')).toBeNull();
    const items = [...container.querySelectorAll('li')].map((item) => item.textContent);
    expect(items.slice(1)).toEqual([
      'Demojoined',
      '<i>Second</i><img src=x onerror=alert(1)>hello',
      'Demoleft',
    ]);
  });
});
