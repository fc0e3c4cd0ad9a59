import { describe, expect, it } from 'vitest';
import { canApplyRefund, orderActions, orderStatusKey, refundStatusKey } from './order-states';

const goods = (commented: boolean[]) => commented.map((value) => ({ commented: value }));

describe('order actions per state', () => {
  it('an unpaid order can be cancelled or paid', () => {
    expect(orderActions({ state: 1, goods: goods([false]) })).toEqual(['cancel', 'pay']);
  });
  it('a paid order goes to after-sale or is bought again, never cancelled', () => {
    expect(orderActions({ state: 2, goods: goods([false]) })).toEqual(['afterSale', 'buyAgain']);
  });
  it('a shipped order shows its logistics and can be confirmed as received', () => {
    expect(orderActions({ state: 3, goods: goods([false]) })).toEqual(['logistics', 'confirm']);
  });
  it('a received order can be reviewed only while an item is not reviewed', () => {
    expect(orderActions({ state: 4, goods: goods([false, true]) })).toContain('review');
    expect(orderActions({ state: 4, goods: goods([true, true]) })).not.toContain('review');
  });
  it('completed and closed orders can be deleted or bought again', () => {
    expect(orderActions({ state: 6, goods: [] })).toEqual(['delete', 'buyAgain']);
    expect(orderActions({ state: 7, goods: [] })).toEqual(['delete', 'buyAgain']);
  });
  it('an unknown state offers nothing', () => {
    expect(orderActions({ state: 5, goods: [] })).toEqual([]);
  });
});

describe('order status labels', () => {
  it('names every stored state and a group order waiting for its team', () => {
    expect([1, 2, 3, 4, 6, 7].map((state) => orderStatusKey({ state }))).toEqual([
      'unpaid',
      'paid',
      'shipped',
      'received',
      'completed',
      'closed',
    ]);
    expect(orderStatusKey({ state: 2, group_pending: true })).toBe('groupPending');
  });
  it('names refund statuses 1-5 and nothing for 0', () => {
    expect(refundStatusKey(0)).toBeUndefined();
    expect([1, 2, 3, 4, 5].map(refundStatusKey)).toEqual([
      'applied',
      'agreed',
      'refunded',
      'closed',
      'refused',
    ]);
  });
});

describe('refund eligibility of an item', () => {
  it('is open while paid, shipped or received and the item has no refund', () => {
    for (const state of [2, 3, 4])
      expect(canApplyRefund({ state }, { refund_status: 0 })).toBe(true);
  });
  it('is closed for unpaid, completed or closed orders, items already in a refund, and pending groups', () => {
    for (const state of [1, 6, 7])
      expect(canApplyRefund({ state }, { refund_status: 0 })).toBe(false);
    expect(canApplyRefund({ state: 3 }, { refund_status: 1 })).toBe(false);
    expect(canApplyRefund({ state: 2, group_pending: true }, { refund_status: 0 })).toBe(false);
  });
});
