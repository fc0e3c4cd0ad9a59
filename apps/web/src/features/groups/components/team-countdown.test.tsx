import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { TeamCountdown } from './team-countdown';

describe('team countdown', () => {
  beforeAll(async () => {
    await initI18n('en');
    await i18next.loadNamespaces('groups');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks down each second from the server’s seconds left and stops at zero', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: false,
      toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'],
    });
    render(
      <Suspense fallback={null}>
        <TeamCountdown expiresAt={1_000_062} now={1_000_000} variant="blocks" />
      </Suspense>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('team-countdown').textContent).toBe('00:01:02');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByTestId('team-countdown').textContent).toBe('00:00:59');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(screen.getByTestId('team-countdown').textContent).toBe('00:00:00');
  });

  it('reads “ends in” inline', async () => {
    render(
      <Suspense fallback={null}>
        <TeamCountdown expiresAt={3_600 + 5} now={0} />
      </Suspense>,
    );
    expect((await screen.findByRole('timer')).textContent).toBe('ends in 01:00:05');
  });
});
