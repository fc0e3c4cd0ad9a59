import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { MemoryCounterStore } from './counter-store.ts';

describe('in-process counters', () => {
  it('counts within the window and starts again after it', async () => {
    const clock = new ManualClock(new Date('2026-11-21T00:00:00Z'));
    const store = new MemoryCounterStore(clock);
    expect(await store.increment('k', 60)).toBe(1);
    expect(await store.increment('k', 60)).toBe(2);
    clock.advance(60_000);
    expect(await store.get('k')).toBe(0);
    expect(await store.increment('k', 60)).toBe(1);
  });

  it('forgets a key on reset', async () => {
    const store = new MemoryCounterStore(new ManualClock());
    await store.increment('k', 60);
    await store.reset('k');
    expect(await store.get('k')).toBe(0);
  });
});
