import { describe, expect, it } from 'vitest';
import { formProblems, imageProblem } from './refund-form-rules';
import {
  amountProblem,
  typesFor,
  isOpenState,
  isTrackingNumber,
  normalizeAmount,
  refundActions,
  refundActorKey,
  refundReasonKey,
  refundStateKey,
  refundTypeKey,
  timeLeft,
} from './refund-states';

describe('refund labels', () => {
  it.each<[string, (code: number) => string, string[]]>([
    [
      'seven states',
      refundStateKey,
      ['applied', 'agreed', 'refused', 'arbitration', 'refunded', 'closed', 'returnShipped'],
    ],
    [
      'seven reasons',
      refundReasonKey,
      [
        'dislike',
        'emptyParcel',
        'notDelivered',
        'mismatch',
        'quality',
        'missingItems',
        'counterfeit',
      ],
    ],
    ['two types', refundTypeKey, ['refundOnly', 'returnRefund']],
    ['four log actors', refundActorKey, ['buyer', 'shop', 'platform', 'system']],
  ])('names the %s in protocol order', (_what, keyOf, names) => {
    expect(names.map((_name, code) => keyOf(code))).toEqual(names);
  });

  it('reads an unknown state as applied', () => {
    expect(refundStateKey(42)).toBe('applied');
  });

  it('treats applied, agreed, refused, arbitration and return shipped as running', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(isOpenState)).toEqual([0, 1, 2, 3, 6]);
  });
});

describe('buyer actions per state', () => {
  it('an applied request can be edited or closed', () => {
    expect(refundActions({ state: 0, type: 0 })).toEqual(['edit', 'close', 'log']);
  });
  it('an agreed return is shipped by the buyer; an agreed refund-only request has nothing to ship', () => {
    expect(refundActions({ state: 1, type: 1 })).toEqual(['ship', 'close', 'log']);
    expect(refundActions({ state: 1, type: 0 })).toEqual(['close', 'log']);
  });
  it('a refused request can go to the platform, be edited or closed', () => {
    expect(refundActions({ state: 2, type: 0 })).toEqual(['arbitrate', 'edit', 'close', 'log']);
  });
  it('arbitration, refunded and closed requests only show their log', () => {
    for (const state of [3, 4, 5]) expect(refundActions({ state, type: 1 })).toEqual(['log']);
  });
  it('a shipped return can still be withdrawn', () => {
    expect(refundActions({ state: 6, type: 1 })).toEqual(['close', 'log']);
  });
});

describe('the amount field', () => {
  it('needs a positive amount with at most two decimals, not above the maximum', () => {
    expect(amountProblem('', '10.00')).toBe('amountRequired');
    expect(amountProblem('abc', '10.00')).toBe('amountInvalid');
    expect(amountProblem('0', '10.00')).toBe('amountInvalid');
    expect(amountProblem('1.234', '10.00')).toBe('amountInvalid');
    expect(amountProblem('10.01', '10.00')).toBe('amountTooHigh');
    expect(amountProblem('10', '10.00')).toBeUndefined();
    expect(amountProblem(' 0.01 ', '10.00')).toBeUndefined();
  });
  it('sends two decimals', () => {
    expect(normalizeAmount('12.5')).toBe('12.50');
    expect(normalizeAmount('3')).toBe('3.00');
  });
});

describe('return shipping and deadlines', () => {
  it('accepts tracking numbers of 4-40 letters, digits and dashes', () => {
    expect(isTrackingNumber('SF1234567890')).toBe(true);
    expect(isTrackingNumber('ab')).toBe(false);
    expect(isTrackingNumber('12 34 56')).toBe(false);
  });
  it('counts whole days and hours left, nothing once passed', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(timeLeft(now / 1000 + 2 * 86_400 + 3 * 3600 + 59, now)).toEqual({ days: 2, hours: 3 });
    expect(timeLeft(now / 1000 - 1, now)).toBeNull();
    expect(timeLeft(0, now)).toBeNull();
  });
});

describe('request types offered', () => {
  it('offers a return only when the goods were received', () => {
    expect(typesFor(1)).toEqual([0, 1]);
    expect(typesFor(0)).toEqual([0]);
  });
});

describe('the request form', () => {
  it('needs a reason and a valid amount', () => {
    const values = { type: 0, expressType: 1, reason: null, money: '', images: [], content: '' };
    expect(formProblems(values, '9.90')).toEqual({
      reason: 'reasonRequired',
      money: 'amountRequired',
    });
    expect(formProblems({ ...values, reason: 4, money: '9.90' }, '9.90')).toEqual({});
  });
  it('refuses files that are not pictures before uploading (size is checked once shrunk)', () => {
    expect(imageProblem({ type: 'image/png' })).toBeUndefined();
    expect(imageProblem({ type: 'application/pdf' })).toBe('upload_type_not_allowed');
    expect(imageProblem({ type: 'image/jpeg' })).toBeUndefined();
  });
});
