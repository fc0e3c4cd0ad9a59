import { formatMinor } from '@cloudmall/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsSkus } from '../../db/schema/index.ts';
import { ensureAddress } from '../../../test/order-helpers.ts';
import { OrdersModel } from '../../../test/orders-model.ts';
import { checkAtRest, compare } from '../../../test/orders-property-checks.ts';
import {
  BUYERS,
  MAX_COMMANDS,
  type Scenario,
  scenario,
} from '../../../test/orders-property-commands.ts';
import { runStep } from '../../../test/orders-property-steps.ts';
import {
  count,
  escrowBalance,
  jumpAndRunJobs,
  minorOf,
  openWorld,
  ownerToken,
  type Run,
  session,
  skuRows,
  type World,
} from '../../../test/orders-property-world.ts';
import { checkPlan, propertyPlans } from '../../../test/property-runs.ts';
import { DB_KIND } from '../../../test/test-app.ts';
import { balanceOf, fund, newMember } from '../../../test/wallet-helpers.ts';

/**
 * Model-based test of the order money paths (docs/buying-design.md, research/reliability.md M1/M9/M10):
 * random checkouts, payments, cancels, shipments, receipts, reviews, refunds and time jumps (jobs) run
 * through the real API against `test/orders-model.ts`. After every command each buyer's and shop
 * owner's balance, each SKU's stock and sales, each order's state/price/refunded/settled, each refund's
 * state and the escrow account equal the model; after every run the ledger reconciles and escrow moved
 * by exactly Σ (paid − refunded − settled), and equals that sum over every order in the database.
 * The commands live in `test/orders-property-commands.ts`, their handlers in `orders-property-steps.ts`
 * and `orders-property-buying.ts`, the checks in `orders-property-checks.ts`.
 */

let w: World;
let runNumber = 0;
/** The commands of the current run with the answers seen, printed when it fails. */
let currentLog: string[] = [];

beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => w.t.close());

/** Runs one random scenario against the API and the model, comparing after every command. */
async function runScenario({ stocks, funds, ops }: Scenario): Promise<void> {
  const { t, shopList, skuList } = w;
  runNumber += 1;
  count(w, 'runs');
  // Whatever a previous (failed) run left moving moves now, so this run starts from rest.
  await jumpAndRunJobs(w, 60 * 24 * 60, null);
  await jumpAndRunJobs(w, 60 * 24 * 60, null);
  const names = Array.from({ length: BUYERS }, (_, i) => `ordp${runNumber}b${i}`);
  const members = await Promise.all(names.map((name) => newMember(t, name)));
  const buyerToken = (i: number) => session(w, names[i]!, 'secret99');
  for (const [i, m] of members.entries()) {
    await ensureAddress(t, await buyerToken(i));
    if (funds[i]! > 0) await fund(t, m.id, BigInt(funds[i]!));
  }
  for (const [i, sku] of skuList.entries())
    await t.db.update(goodsSkus).set({ stock: stocks[i]! }).where(eq(goodsSkus.id, sku.skuId));
  const ownerBalances = new Map<number, bigint>();
  for (const shop of shopList)
    ownerBalances.set(shop.ownerId, minorOf(await balanceOf(t, await ownerToken(w, shop))));
  const sales = await skuRows(w);
  const model = new OrdersModel(
    shopList,
    skuList,
    funds.map(BigInt),
    ownerBalances,
    [...stocks],
    skuList.map((s) => sales.find((r) => r.id === s.skuId)!.sales),
    await escrowBalance(w),
  );
  const escrowAtStart = model.escrow;
  const log: string[] = [];
  currentLog = log;
  const run: Run = { w, number: runNumber, model, members, buyerToken, log };

  await compare(run, 0);
  for (const [index, step] of ops.entries()) {
    const n = index + 1;
    // A command that found nothing to act on is not followed by a comparison.
    if (await runStep(run, step, n)) await compare(run, n);
  }

  // Drain: everything that can still move (shipped ⇒ received ⇒ settled, open refunds ⇒ refunded) moves.
  log.push('drain: +30 days and jobs, twice');
  await jumpAndRunJobs(w, 30 * 24 * 60, model);
  await jumpAndRunJobs(w, 30 * 24 * 60, model);
  await compare(run, ops.length + 1);
  await checkAtRest(run, escrowAtStart);
}

describe('order money model', () => {
  const plans = propertyPlans(15);
  const replaying = Boolean(process.env.PROPERTY_SEED);
  for (const plan of plans) {
    it(
      `keeps balances, stock, order states, refunds and escrow equal to the model; the ledger reconciles (seed ${plan.seed})`,
      async () => {
        console.log(
          `orders property test (${DB_KIND}): seed ${plan.seed}, ${plan.numRuns} runs of up to ${MAX_COMMANDS} commands (PROPERTY_SEED to replay, PROPERTY_RUNS for more, PROPERTY_SHRINK=1 to shrink a failure)`,
        );
        const started = Date.now();
        try {
          await checkPlan('orders property test', fc.asyncProperty(scenario, runScenario), plan, {
            endOnFailure: process.env.PROPERTY_SHRINK !== '1',
          });
        } catch (error) {
          console.log(
            `orders property test (${DB_KIND}): the failing run, command by command:\n${currentLog.join('\n')}`,
          );
          throw error;
        } finally {
          const figures = [...w.totals]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => `${k} ${v}`)
            .join(', ');
          console.log(
            `orders property test (${DB_KIND}): seed ${plan.seed}, ${((Date.now() - started) / 1000).toFixed(1)} s, paid into escrow ${formatMinor(w.escrowPaidIn)}; ${figures}`,
          );
        }
      },
      Math.max(60_000, plan.numRuns * MAX_COMMANDS * 1_500),
    );
  }

  // The steering works: the seeds reach receipts, partial refunds and settlements (totals over every seed above).
  it.skipIf(replaying)('reached receipts, refunds, and settlements after a partial refund', () => {
    const { totals } = w;
    console.log(
      `orders property coverage: received ${totals.get('received') ?? 0}, refunded ${totals.get('refunded') ?? 0}, settled ${totals.get('settled') ?? 0}, settled after a partial refund ${totals.get('settledAfterPartialRefund') ?? 0}`,
    );
    for (const what of ['received', 'refunded', 'settled', 'settledAfterPartialRefund'])
      expect(totals.get(what) ?? 0, what).toBeGreaterThan(0);
  });
});
