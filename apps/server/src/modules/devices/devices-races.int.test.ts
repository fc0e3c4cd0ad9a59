import { devicesRoutes } from '@cloudmall/contract/devices';
import { describe, expect } from 'vitest';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { raceIt } from '../../../test/races.ts';
import { call } from '../../../test/test-app.ts';
import { balanceOf, fund, key, reconciled } from '../../../test/wallet-helpers.ts';
import { batch, deviceOf, member, setRedeemLimits } from './devices-test-kit.ts';

useTestApp({}, async (app) => setRedeemLimits(app, 1_000_000, 1_000_000));

describe('activation codes and renewals under parallel requests', () => {
  raceIt(
    'one code redeemed by 1000 parallel requests binds once',
    async () => {
      const members = await Promise.all(Array.from({ length: 5 }, () => member(t, 'race')));
      const devices = await Promise.all(members.map((m) => deviceOf(t, m.token)));
      const { codes } = await batch(t, 'script', 1);
      const answers = await Promise.all(
        Array.from({ length: 1000 }, (_, i) =>
          call(
            t,
            devicesRoutes.redeem,
            { code: codes[0]!, device_id: devices[i % 5]! },
            members[i % 5]!.token,
          ),
        ),
      );
      const ok = answers.filter((a) => a.body.msg === 'ok').length;
      const wrong = answers.filter((a) => a.body.msg === 'activation_code_wrong').length;
      console.log(
        `1000 parallel redemptions of one code: ${ok} bound, ${wrong} activation_code_wrong`,
      );
      expect(ok).toBe(1);
      expect(ok + wrong).toBe(1000);
    },
    120_000,
  );

  raceIt(
    'a device with cap 3 takes 3 of 30 parallel distinct codes; the rest stay unused',
    async () => {
      const m = await member(t, 'cap');
      // The free cloud phone starts with no code bound: all 3 places are open.
      const device = (await call(t, devicesRoutes.claimFree, {}, m.token)).body.data!.id;
      const { codes } = await batch(t, 'script', 30);
      const answers = await Promise.all(
        codes.map((code) => call(t, devicesRoutes.redeem, { code, device_id: device }, m.token)),
      );
      const ok = answers.filter((a) => a.body.msg === 'ok').length;
      const limit = answers.filter((a) => a.body.msg === 'activation_code_limit').length;
      const details = await call(t, devicesRoutes.details, { id: device }, m.token);
      const bound = await call(t, devicesRoutes.codes, { state: 'bound' }, m.token);
      console.log(
        `cap 3, 30 parallel distinct codes onto one device: ${ok} bound, ${limit} activation_code_limit; device bound_codes ${details.body.data!.bound_codes}, member's bound codes ${bound.body.data!.total}`,
      );
      expect(ok).toBe(3);
      expect(limit).toBe(27);
      expect(details.body.data!.bound_codes).toBe(3);
      expect(bound.body.data!.total).toBe(3);
    },
    120_000,
  );

  raceIt(
    'parallel renewals with one idempotency key debit once; the ledger reconciles',
    async () => {
      const m = await member(t, 'renew');
      await fund(t, m.id, 10_000n);
      const device = await deviceOf(t, m.token);
      const before = await call(t, devicesRoutes.details, { id: device }, m.token);
      const idem = key();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(t, devicesRoutes.renew, { id: device, days: 7, idempotency_key: idem }, m.token),
        ),
      );
      const ok = answers.filter((a) => a.body.msg === 'ok').length;
      const balance = await balanceOf(t, m.token);
      const after = await call(t, devicesRoutes.details, { id: device }, m.token);
      const report = await reconciled(t);
      console.log(
        `20 parallel renewals, one key: ${ok} ok (others: ${[...new Set(answers.map((a) => a.body.msg))].join(',')}); balance 100.00 → ${balance}; days ${before.body.data!.days_left} → ${after.body.data!.days_left}; reconcile ok=${report.ok}`,
      );
      expect(balance).toBe('90.10');
      expect(after.body.data!.days_left).toBe(before.body.data!.days_left + 7);
      expect(report.ok).toBe(true);
    },
    120_000,
  );
});
