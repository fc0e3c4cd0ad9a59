import { formatMinor } from '@cloudmall/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlan, propertyPlans } from '../../../test/property-runs.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { key, newMember, txHash } from '../../../test/wallet-helpers.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { reconcile } from './ledger/reconcile.ts';

useTestApp();

type Op =
  | { kind: 'deposit'; who: number; cents: number }
  | { kind: 'transfer'; from: number; to: number; cents: number }
  | { kind: 'withdraw'; who: number; hundreds: number }
  | { kind: 'resolve'; pick: number; how: 'approve' | 'reject' | 'cancel' }
  | { kind: 'income'; who: number; cents: number }
  | { kind: 'wait'; days: number };

const who = fc.integer({ min: 0, max: 2 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    who,
    cents: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    from: who,
    to: who,
    cents: fc.integer({ min: 1, max: 30_000 }),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    who,
    hundreds: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('resolve' as const),
    pick: fc.nat(),
    how: fc.constantFrom('approve' as const, 'reject' as const, 'cancel' as const),
  }),
  fc.record({
    kind: fc.constant('income' as const),
    who,
    cents: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 20 }) }),
);

let runNumber = 0;

/** Runs one random sequence against the services and the model; answers a description of any divergence. */
async function runSequence(ops: Op[]): Promise<void> {
  runNumber += 1;
  const members = await Promise.all([0, 1, 2].map((i) => newMember(t, `prop${runNumber}m${i}`)));
  const banks = await Promise.all(
    members.map((m) =>
      t.wallet.kycBank.addBank(m.id, {
        type: 'bank',
        holder: 'Prop Test',
        account: '6222000011112222',
        bank_name: 'Bank',
      }),
    ),
  );
  const model = members.map(() => ({
    balance: 0n,
    hold: 0n,
    held: [] as Array<{ cents: bigint; at: number }>,
  }));
  const pending: Array<{ id: number; who: number; amount: bigint }> = [];
  const refusal = async (work: Promise<unknown>) =>
    work.then(
      () => null,
      (e: unknown) => (e instanceof AppError ? e.key : Promise.reject(e)),
    );

  for (const step of ops) {
    if (step.kind === 'deposit') {
      const { address } = await t.wallet.topup.address(members[step.who]!.id, 'TRC20');
      const notice = {
        network: 'TRC20' as const,
        tx_hash: txHash(),
        log_index: 0,
        address,
        amount: formatMinor(BigInt(step.cents)),
      };
      await t.wallet.topup.credit(notice, {
        kind: 'admin',
        actorUserId: members[0]!.id,
        note: 'property test',
      });
      model[step.who]!.balance += BigInt(step.cents);
    } else if (step.kind === 'transfer') {
      const amount = BigInt(step.cents);
      const failed = await refusal(
        t.wallet.transfers.transfer(members[step.from]!.id, {
          to: `prop${runNumber}m${step.to}`,
          amount,
          idempotency_key: key(),
        }),
      );
      const expected =
        step.from === step.to
          ? 'transfer_to_self'
          : model[step.from]!.balance < amount
            ? 'insufficient_balance'
            : null;
      expect(failed).toBe(expected);
      if (!expected) {
        model[step.from]!.balance -= amount;
        model[step.to]!.balance += amount;
      }
    } else if (step.kind === 'withdraw') {
      const amount = BigInt(step.hundreds) * 10_000n;
      let id = 0;
      const failed = await refusal(
        t.wallet.withdrawals
          .request(members[step.who]!.id, true, {
            amount,
            bank_id: banks[step.who]!.id,
            idempotency_key: key(),
          })
          .then((w) => (id = w.id)),
      );
      expect(failed).toBe(model[step.who]!.balance < amount ? 'insufficient_balance' : null);
      if (!failed) {
        model[step.who]!.balance -= amount;
        model[step.who]!.hold += amount;
        pending.push({ id, who: step.who, amount });
      }
    } else if (step.kind === 'resolve') {
      const target = pending.splice(step.pick % Math.max(1, pending.length), 1)[0];
      if (!target) continue;
      const m = members[target.who]!;
      if (step.how === 'approve') await t.wallet.withdrawals.approve(members[0]!.id, target.id);
      else if (step.how === 'reject')
        await t.wallet.withdrawals.reject(members[0]!.id, target.id, 'property test');
      else await t.wallet.withdrawals.cancel(m.id, target.id);
      model[target.who]!.hold -= target.amount;
      if (step.how !== 'approve') model[target.who]!.balance += target.amount;
    } else if (step.kind === 'income') {
      await t.wallet.income.creditHeld({
        userId: members[step.who]!.id,
        amountMinor: BigInt(step.cents),
        reason: 'property test',
      });
      model[step.who]!.held.push({
        cents: BigInt(step.cents),
        at: t.clock.now().getTime() + 15 * 86_400_000,
      });
    } else {
      t.clock.advance(step.days * 86_400_000);
      await t.wallet.income.releaseDue();
      const now = t.clock.now().getTime();
      for (const m of model) {
        for (const h of m.held.filter((x) => x.at <= now)) m.balance += h.cents;
        m.held = m.held.filter((x) => x.at > now);
      }
    }
  }

  for (const [i, m] of members.entries()) {
    const summary = await t.wallet.balances.summary(m.id);
    const held = model[i]!.held.reduce((sum, h) => sum + h.cents, 0n);
    expect(summary).toMatchObject({
      balance: formatMinor(model[i]!.balance),
      withdrawal_hold: formatMinor(model[i]!.hold),
      held_income: formatMinor(held),
    });
  }
  const report = await reconcile(t.db);
  expect(report).toMatchObject({
    ok: true,
    global_sum: '0.00',
    negative_accounts: 0,
    mismatched_accounts: 0,
    unbalanced_transactions: 0,
  });
}

describe('wallet model', () => {
  for (const plan of propertyPlans(30)) {
    it(`keeps every balance equal to the model, none negative, and the ledger summing to zero (seed ${plan.seed})`, async () => {
      console.log(
        `wallet property test: seed ${plan.seed}, ${plan.numRuns} runs of up to 40 operations (PROPERTY_SEED to replay)`,
      );
      await checkPlan(
        'wallet property test',
        fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 40 }), runSequence),
        plan,
      );
    });
  }
});
