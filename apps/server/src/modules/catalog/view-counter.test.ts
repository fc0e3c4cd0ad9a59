import { describe, expect, it } from 'vitest';
import { createViewCounter } from './view-counter.ts';

describe('the view counter', () => {
  it('writes views in batches and keeps counting what it wrote, so a cached detail adds them', async () => {
    const written: Array<[number, number]> = [];
    const views = createViewCounter(async (id, count) => void written.push([id, count]), 60_000);
    views.add(7);
    views.add(7);
    expect(views.pendingOf(7)).toBe(2);
    await views.flush();
    expect(written).toEqual([[7, 2]]);
    expect(views.pendingOf(7)).toBe(0);
    views.add(7);
    expect(views.countedOf(7)).toBe(3);
    await views.close();
    expect(written).toEqual([
      [7, 2],
      [7, 1],
    ]);
  });
});
