import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRate,
  checkWithdrawal,
  depositCreditMinor,
  maskTail,
  parseUsdtMicro,
} from './wallet-rules.ts';

const rules = {
  minMinor: 10_000,
  maxMinor: 5_000_000,
  stepMinor: 10_000,
  fixedFeeMinor: 100,
  rateBasisPoints: 100,
};

describe('withdrawal rules', () => {
  it('takes a fixed fee plus the rate from the amount', () => {
    expect(checkWithdrawal(10_000n, rules)).toEqual({ ok: true, feeMinor: 200n, netMinor: 9_800n });
  });

  it('refuses amounts below min, above max or off the step', () => {
    expect(checkWithdrawal(9_999n, rules)).toEqual({ ok: false, rule: 'min' });
    expect(checkWithdrawal(5_010_000n, rules)).toEqual({ ok: false, rule: 'max' });
    expect(checkWithdrawal(15_000n, rules)).toEqual({ ok: false, rule: 'step' });
  });

  it('charges the fixed fee plus amount × rate rounded half up, and pays the rest, for 10 000 random amounts and rates', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, rate, fixed) => {
          const result = checkWithdrawal(amount, {
            minMinor: 1,
            maxMinor: 10 ** 13,
            stepMinor: 1,
            fixedFeeMinor: fixed,
            rateBasisPoints: rate,
          });
          // The rate part by its definition, not by the code's formula: the whole number of cents r with
          // amount × rate / 10 000 − ½ < r ≤ amount × rate / 10 000 + ½ (ties go up).
          const exact = amount * BigInt(rate);
          const ratePart = [exact / 10_000n, exact / 10_000n + 1n].find(
            (r) => exact - 5_000n < r * 10_000n && r * 10_000n <= exact + 5_000n,
          )!;
          const fee = BigInt(fixed) + ratePart;
          expect(result).toEqual(
            fee >= amount
              ? { ok: false, rule: 'fee' }
              : { ok: true, feeMinor: fee, netMinor: amount - fee },
          );
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('rounds the rate part half up at the cent: 1 % of 0.50 is 0.01, of 0.49 is 0.00', () => {
    const at = (amount: bigint) =>
      checkWithdrawal(amount, {
        minMinor: 1,
        maxMinor: 10 ** 6,
        stepMinor: 1,
        fixedFeeMinor: 0,
        rateBasisPoints: 100,
      });
    expect(at(49n)).toEqual({ ok: true, feeMinor: 0n, netMinor: 49n });
    expect(at(50n)).toEqual({ ok: true, feeMinor: 1n, netMinor: 49n });
    expect(at(149n)).toEqual({ ok: true, feeMinor: 1n, netMinor: 148n });
    expect(at(150n)).toEqual({ ok: true, feeMinor: 2n, netMinor: 148n });
  });
});

describe('rates and deposits', () => {
  it('rounds a rate half up', () => {
    expect(applyRate(50n, 100n)).toBe(1n); // 0.5 → 1
    expect(applyRate(49n, 100n)).toBe(0n);
  });

  it('reads USDT with up to 6 decimals and credits whole cents, rounded down', () => {
    expect(parseUsdtMicro('12.5')).toBe(12_500_000n);
    expect(parseUsdtMicro('0.000001')).toBe(1n);
    expect(depositCreditMinor(12_500_000n, 100n)).toBe(1_250n);
    expect(depositCreditMinor(1n, 100n)).toBe(0n);
  });

  it('masks all but the last four characters', () => {
    expect(maskTail('6222020000001234')).toBe('********1234');
    expect(maskTail('123')).toBe('123');
  });
});

describe('demo deposit addresses', async () => {
  const { demoDepositAddresses } = await import('../../db/seed/wallet.seed.ts');
  it('look like real TRC20 (34 base58 characters) and ERC20 addresses, all different', () => {
    const trc = demoDepositAddresses('TRC20', 50);
    expect(trc.every((a) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a))).toBe(true);
    expect(demoDepositAddresses('ERC20', 50).every((a) => /^0x[0-9a-f]{40}$/.test(a))).toBe(true);
    expect(new Set(trc).size).toBe(50);
  });
});
