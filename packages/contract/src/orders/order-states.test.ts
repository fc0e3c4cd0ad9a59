import { describe, expect, it } from 'vitest';
import { canRunOrderAction as canRun, ORDER_STATE, ORDER_TRANSITIONS } from './order-states.ts';

describe('order state table', () => {
  it('allows each action only from its states', () => {
    expect(canRun('pay', 1)).toBe(true);
    expect(canRun('pay', 2)).toBe(false);
    expect(canRun('ship', 2)).toBe(true);
    expect(canRun('confirm', 3)).toBe(true);
    expect(canRun('review', 4)).toBe(true);
    expect(canRun('review', 3)).toBe(false);
    expect(canRun('delete', 6) && canRun('delete', 7) && !canRun('delete', 4)).toBe(true);
    expect(ORDER_TRANSITIONS.refundAll.from).toEqual([2, 3, 4]);
    expect(
      Object.values(ORDER_TRANSITIONS).every((t) =>
        t.from.every((s) => [1, 2, 3, 4, 6, 7].includes(s)),
      ),
    ).toBe(true);
  });

  it('keeps the wire values of protocol §2.8 (5 is never used)', () => {
    const wire = [
      ['unpaid', 1],
      ['paid', 2],
      ['shipped', 3],
      ['received', 4],
      ['completed', 6],
      ['closed', 7],
    ];
    expect(Object.entries(ORDER_STATE)).toEqual(wire);
  });

  it('a closed order can only be hidden; settling keeps the state', () => {
    const fromFinal = Object.entries(ORDER_TRANSITIONS)
      .filter(([, t]) => t.from.includes(ORDER_STATE.closed))
      .map(([name]) => name);
    expect(fromFinal).toEqual(['delete']);
    expect(ORDER_TRANSITIONS.settle.to).toBe('same');
  });
});
