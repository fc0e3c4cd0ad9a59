import { formatMinor } from '@cloudmall/contract';
import type { RewardKind, RewardPool, RewardValue } from '@cloudmall/contract/rewards';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { accountBalance, member, platform, postLedger } from '../wallet/index.ts';
import { issuedOut } from './rewards.mapper.ts';
import { rewardsRepository } from './rewards.repository.ts';
import type { RewardsDeps } from './ports.ts';
import { daysUntil, isPool, noticeKeyOf, POOL_ACCOUNTS, VALUE_ACCOUNTS } from './reward-rules.ts';

type HeldCredit = Awaited<ReturnType<ReturnType<RewardsDeps['wallet']>['heldCredit']>>;

export interface IssueInput {
  kind: RewardKind;
  userId: number;
  amountMinor: bigint;
  reason: string;
  idempotencyKey: string;
}

/** An admin funds the reward pools and issues rewards, green points and equity value from them. */
export function createRewardIssueService(deps: RewardsDeps) {
  const { db, clock } = deps;

  /** A pool reward: the pool (locked) must cover it; it leaves the pool as the member's held income. */
  async function issueFromPool(
    trx: Db,
    creditHeld: HeldCredit,
    adminId: number,
    input: IssueInput,
    pool: RewardPool,
  ) {
    await rewardsRepository.lockPool(trx, pool);
    const before = await accountBalance(trx, platform(POOL_ACCOUNTS[pool]));
    if (before < input.amountMinor) throw new AppError('reward_pool_insufficient');
    const held = await creditHeld(trx, {
      userId: input.userId,
      amountMinor: input.amountMinor,
      from: POOL_ACCOUNTS[pool],
      reason: input.reason,
      reference: `reward:${adminId}:${input.idempotencyKey}`,
      idempotencyKey: `reward:${adminId}:${input.idempotencyKey}`,
    });
    await rewardsRepository.touchPool(trx, pool, clock.now());
    return { holdId: held.holdId, availableAt: held.availableAt, before };
  }

  /** Green points or equity value: from their issuance account into the member's account. */
  async function issueValue(trx: Db, adminId: number, input: IssueInput, kind: RewardValue) {
    await postLedger(trx, {
      reason: 'reward',
      reference: `reward:${adminId}:${input.idempotencyKey}`,
      memo: input.reason,
      idempotencyKey: `reward:${adminId}:${input.idempotencyKey}`,
      legs: [
        { account: platform(VALUE_ACCOUNTS[kind]), amountMinor: -input.amountMinor },
        { account: member(input.userId, kind), amountMinor: input.amountMinor },
      ],
    });
    return { holdId: null, availableAt: null, before: null };
  }

  return {
    /** Funds a pool from the platform promotions account, with a reason, once per (admin, key); audited. */
    async fund(
      adminId: number,
      input: { pool: RewardPool; amountMinor: bigint; reason: string; idempotencyKey: string },
    ) {
      const request = { pool: input.pool, amount: input.amountMinor, reason: input.reason };
      const scope = { userId: adminId, scope: 'rewards.fund', key: input.idempotencyKey, request };
      return idempotent(db, scope, async (trx) => {
        const account = platform(POOL_ACCOUNTS[input.pool]);
        await rewardsRepository.lockPool(trx, input.pool);
        const before = await accountBalance(trx, account);
        const posted = await postLedger(trx, {
          reason: 'reward_pool_fund',
          reference: `pool:${input.pool}`,
          memo: input.reason,
          idempotencyKey: `reward-fund:${adminId}:${input.idempotencyKey}`,
          legs: [
            { account: platform('promotions'), amountMinor: -input.amountMinor },
            { account, amountMinor: input.amountMinor },
          ],
        });
        const after = before + input.amountMinor;
        await recordAudit(trx, {
          actorUserId: adminId,
          action: 'rewards.pool.fund',
          targetType: 'reward_pool',
          targetId: input.pool,
          reason: input.reason,
          before: { balance: formatMinor(before) },
          after: { balance: formatMinor(after) },
          detail: { amount: formatMinor(input.amountMinor), transaction_id: posted.transactionId },
        });
        return { pool: input.pool, balance: formatMinor(after) };
      });
    },

    /**
     * Issues a reward with a reason, once per (admin, key): from a pool as held income, refused
     * (`reward_pool_insufficient`) beyond the pool's balance; or green points or equity value from
     * their issuance account. Audited; the member is told and their screens reload.
     */
    async issue(adminId: number, input: IssueInput) {
      const card = await deps.members.findMember(String(input.userId));
      if (!card) throw notFound();
      const cards = await deps.members.cardsOf([card.id, adminId]);
      const request = { ...input, idempotencyKey: undefined };
      const scope = { userId: adminId, scope: 'rewards.issue', key: input.idempotencyKey, request };
      // the hold days are read before the transaction (settings are read outside it)
      const creditHeld = await deps.wallet().heldCredit();
      let issuedNow = false;
      const issued = await idempotent(db, scope, async (trx) => {
        const kind = input.kind;
        const moved = isPool(kind)
          ? await issueFromPool(trx, creditHeld, adminId, input, kind)
          : await issueValue(trx, adminId, input, kind);
        const row = await rewardsRepository.insert(trx, {
          kind,
          userId: input.userId,
          amountMinor: input.amountMinor,
          reason: input.reason,
          holdId: moved.holdId,
          availableAt: moved.availableAt,
          createdBy: adminId,
          idempotencyKey: input.idempotencyKey,
        });
        await recordAudit(trx, {
          actorUserId: adminId,
          action: isPool(kind) ? 'rewards.issue' : 'rewards.value.issue',
          targetType: 'user',
          targetId: input.userId,
          reason: input.reason,
          before: moved.before === null ? undefined : { pool: formatMinor(moved.before) },
          after:
            moved.before === null
              ? undefined
              : { pool: formatMinor(moved.before - input.amountMinor) },
          detail: { reward_id: row.id, kind, amount: formatMinor(input.amountMinor) },
        });
        issuedNow = true;
        return issuedOut(row, cards);
      });
      if (issuedNow) tellMember(input, issued.available_at);
      return issued;
    },
  };

  function tellMember(input: IssueInput, availableAt: number | null): void {
    deps.changed(input.userId, { type: 'wallet_changed' });
    const now = clock.now();
    const days = availableAt === null ? 0 : daysUntil(now, new Date(availableAt * 1000));
    const params = {
      amount: isPool(input.kind) ? input.amountMinor.toString() : formatMinor(input.amountMinor),
      reason: input.reason,
      days,
    };
    deps
      .notify(input.userId, {
        type: 'notice',
        message: { key: noticeKeyOf(input.kind), params },
        modules: 'wallet',
        modulesId: 0,
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'reward notice failed'));
  }
}

export type RewardIssueService = ReturnType<typeof createRewardIssueService>;
