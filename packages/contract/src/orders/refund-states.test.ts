import { describe, expect, it } from 'vitest';
import {
  canRunRefundAction as canRun,
  REFUND_STATE,
  REFUND_TRANSITIONS,
  type RefundTransitionName as RefundAction,
  refundTargetOf as targetOf,
} from './refund-states.ts';

const S = REFUND_STATE;
const actions = Object.keys(REFUND_TRANSITIONS) as RefundAction[];
const allowedFrom = (action: RefundAction, type: number) =>
  [0, 1, 2, 3, 4, 5, 6].filter((state) => canRun(action, state, type));

describe('refund state table', () => {
  it('refunded and closed requests are final: no action leaves them', () => {
    for (const action of actions) {
      for (const type of [0, 1]) {
        expect(canRun(action, S.refunded, type)).toBe(false);
        expect(canRun(action, S.closed, type)).toBe(false);
      }
    }
  });

  it('the shop agreeing refunds a refund-only request and awaits the parcel of a return', () => {
    expect(targetOf('shopAgree', 0)).toBe(S.refunded);
    expect(targetOf('shopAgree', 1)).toBe(S.agreed);
    expect(allowedFrom('shopAgree', 0)).toEqual([S.applied]);
  });

  it('the platform decides only requests sent to it, the same way the shop would agree', () => {
    expect(allowedFrom('platformAgree', 0)).toEqual([S.arbitration]);
    expect(allowedFrom('platformRefuse', 1)).toEqual([S.arbitration]);
    expect(targetOf('platformAgree', 0)).toBe(S.refunded);
    expect(targetOf('platformAgree', 1)).toBe(S.agreed);
    expect(targetOf('platformRefuse', 1)).toBe(S.closed);
  });

  it('the buyer may ask the platform only after the shop refused', () => {
    expect(allowedFrom('arbitrate', 0)).toEqual([S.refused]);
  });

  it('the buyer edits only applied or refused requests, which go back to applied', () => {
    expect(allowedFrom('edit', 1)).toEqual([S.applied, S.refused]);
    expect(targetOf('edit', 1)).toBe(S.applied);
  });

  it('the buyer closes a request at any point before the platform or the money decides it', () => {
    expect(allowedFrom('buyerClose', 1)).toEqual([S.applied, S.agreed, S.refused, S.returnShipped]);
  });

  it('only a return is shipped and received; a refund-only request never has a parcel', () => {
    expect(allowedFrom('ship', 1)).toEqual([S.agreed]);
    expect(allowedFrom('ship', 0)).toEqual([]);
    expect(allowedFrom('shopReceive', 1)).toEqual([S.returnShipped]);
    expect(allowedFrom('shopReceive', 0)).toEqual([]);
    expect(allowedFrom('autoReceive', 0)).toEqual([]);
  });

  it('every transition that reaches "refunded" is one that moves money exactly there', () => {
    const toRefunded = actions.filter((action) =>
      [0, 1].some((type) => targetOf(action, type) === S.refunded),
    );
    expect(toRefunded.sort()).toEqual([
      'autoAgree',
      'autoReceive',
      'platformAgree',
      'shopAgree',
      'shopReceive',
    ]);
  });
});
