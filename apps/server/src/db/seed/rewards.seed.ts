import { desc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { inTransaction } from '../transaction.ts';
import { goods, goodsSkus, queueEntries, rewards } from '../schema/index.ts';
import { seedPastHeldIncome } from './held-income.seed.ts';
import { seedUsers } from './seed-users.ts';
import {
  member,
  platform,
  postLedger,
  type PlatformAccountKind,
} from '../../modules/wallet/index.ts';

const DAY = 86_400_000;
const POOL_ACCOUNTS = { team: 'team_reward_pool', ad: 'ad_reward_pool', subsidy: 'subsidy_fund' };
const VALUE_ACCOUNTS = { green_points: 'green_points_issuance', equity: 'equity_issuance' };

/** The demo member's rewards: kind, minor units, days ago, reason (pool ones older than the hold are released). */
const DEMO_REWARDS = [
  ['team', 8_800n, 20, 'Team sales target reached (October)'],
  ['team', 3_500n, 3, 'Invited members completed first orders'],
  ['ad', 1_250n, 6, 'Ad campaign feedback survey'],
  ['subsidy', 2_000n, 18, 'New cloud phone user subsidy'],
  ['green_points', 12_000n, 10, 'Eco packaging choice on 12 orders'],
  ['equity', 850n, 8, 'Founding member recognition'],
] as const;

/**
 * The demo rewards: the pools funded from promotions, the demo member's rewards (held income, some
 * released), green points and equity value, issued by the demo admin; and one sold-out goods with a
 * public queue (`demo2` first, `demo` second). Idempotent (ledger keys and reward keys per row).
 */
export async function seedDemoRewards(db: Db): Promise<void> {
  const [admin, demo, demo2] = await Promise.all(
    ['admin', 'demo', 'demo2'].map((name) => seedUsers.byUsername(db, name)),
  );
  if (!admin || !demo || !demo2) return;
  for (const [pool, account] of Object.entries(POOL_ACCOUNTS))
    await inTransaction(db, (trx) =>
      postLedger(trx, {
        reason: 'reward_pool_fund',
        reference: `pool:${pool}`,
        memo: 'demo pool budget',
        idempotencyKey: `demo-reward-fund:${pool}`,
        legs: [
          { account: platform('promotions'), amountMinor: -50_000n },
          { account: platform(account as PlatformAccountKind), amountMinor: 50_000n },
        ],
      }),
    );
  const now = Date.now();
  for (const [i, [kind, amountMinor, daysAgo, reason]] of DEMO_REWARDS.entries()) {
    await inTransaction(db, async (trx) => {
      const at = new Date(now - daysAgo * DAY);
      const key = `demo-reward-${i}`;
      const [row] = await trx
        .insert(rewards)
        .values({
          kind,
          userId: demo.id,
          amountMinor,
          reason,
          createdBy: admin.id,
          idempotencyKey: key,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: rewards.id });
      if (!row) return;
      if (kind === 'green_points' || kind === 'equity') {
        await postLedger(trx, {
          reason: 'reward',
          reference: `reward:${admin.id}:${key}`,
          memo: reason,
          idempotencyKey: `reward:${admin.id}:${key}`,
          legs: [
            {
              account: platform(VALUE_ACCOUNTS[kind] as PlatformAccountKind),
              amountMinor: -amountMinor,
            },
            { account: member(demo.id, kind), amountMinor },
          ],
        });
        return;
      }
      const { holdId, availableAt } = await seedPastHeldIncome(
        trx,
        {
          userId: demo.id,
          amountMinor,
          reason,
          from: POOL_ACCOUNTS[kind] as PlatformAccountKind,
          reference: `reward:${admin.id}:${key}`,
          idempotencyKey: `reward:${admin.id}:${key}`,
          at,
        },
        now,
      );
      await trx.update(rewards).set({ holdId, availableAt }).where(eq(rewards.id, row.id));
    });
  }
  await seedDemoQueue(db, [demo2.id, demo.id]);
}

/** The newest goods sold out, with the given members waiting in its queue in this order (once). */
async function seedDemoQueue(db: Db, userIds: number[]): Promise<void> {
  const [last] = await db.select({ id: goods.id }).from(goods).orderBy(desc(goods.id)).limit(1);
  if (!last) return;
  const waiting = await db.select().from(queueEntries).where(eq(queueEntries.goodsId, last.id));
  if (waiting.length > 0) return;
  await db.update(goodsSkus).set({ stock: 0 }).where(eq(goodsSkus.goodsId, last.id));
  for (const userId of userIds) await db.insert(queueEntries).values({ goodsId: last.id, userId });
}
