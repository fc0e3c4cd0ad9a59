import {
  OPEN_REFUND_STATES,
  REFUND_STATE,
  REFUND_TRANSITIONS,
  type RefundTransitionName,
} from '@cloudmall/contract/orders';
import { describe, expect, it } from 'vitest';
import { DUE_RULES, ITEM_REFUND_STATUS, REFUND_NOTICE } from './refund-states.ts';

const S = REFUND_STATE;

describe('refund state table (server side)', () => {
  it('every state keeps the order item status in step, and refunded maps to item "refunded"', () => {
    expect(Object.keys(ITEM_REFUND_STATUS).map(Number).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(ITEM_REFUND_STATUS[S.refunded]).toBe(3);
    expect(ITEM_REFUND_STATUS[S.closed]).toBe(4);
    expect(ITEM_REFUND_STATUS[S.refused]).toBe(5);
  });

  it('every open state has a job that eventually ends it, so the shop is always paid in the end', () => {
    const waitingOnOthers = OPEN_REFUND_STATES.filter((state) => state !== S.arbitration);
    for (const state of waitingOnOthers)
      expect(DUE_RULES.some((rule) => rule.state === state)).toBe(true);
    for (const rule of DUE_RULES)
      expect(REFUND_TRANSITIONS[rule.action].from).toContain(rule.state);
    expect(DUE_RULES.every((rule) => REFUND_TRANSITIONS[rule.action].actor === 3)).toBe(true);
  });

  it('every transition tells the buyer with a notice of its own title', () => {
    const actions = Object.keys(REFUND_TRANSITIONS) as RefundTransitionName[];
    expect(Object.keys(REFUND_NOTICE).sort()).toEqual([...actions].sort());
    expect(actions.every((action) => REFUND_NOTICE[action].length > 0)).toBe(true);
  });
});
