import { formatMinor } from '@cloudmall/contract';
import type { RewardKind, RewardPool } from '@cloudmall/contract/rewards';
import { REWARD_POOLS, REWARD_VALUES } from '@cloudmall/contract/rewards';
import { type PageQuery, pageShownTogether } from '../../platform/http/paging.ts';
import { accountBalance, platform } from '../wallet/index.ts';
import { issuedOut, myRewardOut } from './rewards.mapper.ts';
import { rewardsRepository } from './rewards.repository.ts';
import type { RewardsDeps } from './ports.ts';
import { POOL_ACCOUNTS } from './reward-rules.ts';

/** What members and admins read of the rewards: a member's own, the pools' balances, every issue. */
export function createRewardsService(deps: Pick<RewardsDeps, 'db' | 'clock' | 'members'>) {
  const { db, clock } = deps;
  return {
    /** A member's rewards from one pool, newest first; each is released once its hold date passed. */
    mine(userId: number, query: PageQuery & { pool: RewardPool }) {
      const now = clock.now();
      return pageShownTogether(
        query,
        (offset, limit) => rewardsRepository.page(db, { kind: query.pool, userId }, offset, limit),
        async (rows) => rows.map((row) => myRewardOut(row, now)),
      );
    },

    /** A member's rewards from one pool: still held, released and in all. */
    async totals(userId: number, pool: RewardPool) {
      const figures = await rewardsRepository.memberTotals(db, userId, pool, clock.now());
      return {
        held: formatMinor(figures.heldMinor),
        released: formatMinor(figures.totalMinor - figures.heldMinor),
        total: formatMinor(figures.totalMinor),
      };
    },

    /** Each pool's balance (its ledger account) and what was issued of every kind. */
    async accounts() {
      const issued = await rewardsRepository.issuedByKind(db);
      const of = (kind: string) => formatMinor(issued.get(kind) ?? 0n);
      const balances = await Promise.all(
        REWARD_POOLS.map((pool) => accountBalance(db, platform(POOL_ACCOUNTS[pool]))),
      );
      return {
        pools: REWARD_POOLS.map((pool, i) => ({
          pool,
          balance: formatMinor(balances[i] ?? 0n),
          issued: of(pool),
        })),
        values: REWARD_VALUES.map((kind) => ({ kind, issued: of(kind) })),
      };
    },

    /** Issued rewards newest first, of a kind and a member when given, with member and admin usernames. */
    list(query: PageQuery & { kind?: RewardKind; user_id?: number }) {
      return pageShownTogether(
        query,
        (offset, limit) =>
          rewardsRepository.page(db, { kind: query.kind, userId: query.user_id }, offset, limit),
        async (rows) => {
          const ids = rows.flatMap((row) => [row.userId, row.createdBy]);
          const cards = await deps.members.cardsOf([...new Set(ids)]);
          return rows.map((row) => issuedOut(row, cards));
        },
      );
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
