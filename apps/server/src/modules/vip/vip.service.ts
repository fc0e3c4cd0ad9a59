import type { Language } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { lockMemberLevel, memberLevelOf, setMemberLevel } from '../identity/index.ts';
import { debit } from '../wallet/index.ts';
import { toVipStatus } from './vip.mapper.ts';
import { vipRepository } from './vip.repository.ts';
import type { PaidOrder, VipDeps } from './ports.ts';

export type VipService = ReturnType<typeof createVipService>;

/** Why a level changed (`vip_level_changes.cause`, audit `detail.cause`). */
type Cause = 'spend' | 'package';

/** The member's level, spend and upgrades by spend or by package. */
export function createVipService(deps: Pick<VipDeps, 'db' | 'changed' | 'notify' | 'log'>) {
  const { db } = deps;

  /**
   * Raises the member's level to `to` when it is above the current one (locked row), recording the
   * change and auditing it with the actor and cause; answers whether it changed.
   */
  async function raise(trx: Db, userId: number, to: number, cause: Cause): Promise<boolean> {
    const from = await lockMemberLevel(trx, userId);
    if (from === null) throw notFound();
    if (to <= from) return false;
    await setMemberLevel(trx, userId, to);
    await vipRepository.insertChange(trx, { userId, fromLevel: from, toLevel: to, cause });
    await recordAudit(trx, {
      actorUserId: userId,
      action: 'vip.member.level',
      targetType: 'user',
      targetId: userId,
      reason: cause,
      before: { level: from },
      after: { level: to },
      detail: { cause },
    });
    return true;
  }

  const told = (userId: number, level: number) => {
    deps.changed(userId, { type: 'membership_changed', what: 'vip' });
    deps
      .notify(userId, {
        type: 'notice',
        message: { key: 'vip.upgraded', params: { level } },
        modules: 'vip',
        modulesId: level,
      })
      .catch((error: unknown) => deps.log.warn({ err: error, userId }, 'vip notice failed'));
  };

  async function status(userId: number, language: Language) {
    const [level, spend, rows] = await Promise.all([
      memberLevelOf(db, userId),
      vipRepository.spendOf(db, userId),
      vipRepository.levels(db, true),
    ]);
    return toVipStatus(level, spend, rows, language);
  }

  return {
    status,

    /**
     * A paid order counts into its buyer's spend once; reaching an enabled level's threshold raises
     * the level (never lowers it) in the payment's transaction; the member is told after commit.
     */
    async onPaid(trx: Db, order: PaidOrder): Promise<(() => Promise<void>) | undefined> {
      const spend = await vipRepository.countOrder(trx, order);
      if (spend === null) return undefined;
      const reached = await vipRepository.highestBySpend(trx, spend);
      if (!reached || !(await raise(trx, order.userId, reached.level, 'spend'))) return undefined;
      return async () => told(order.userId, reached.level);
    },

    /**
     * A member buys an enabled, for-sale level above their own from the balance (to `vip_sales`),
     * once per key and once per level; insufficient balance changes nothing.
     */
    async buy(
      userId: number,
      input: { level: number; idempotency_key: string },
      language: Language,
    ) {
      await idempotent(
        db,
        { userId, scope: 'vip.buy', key: input.idempotency_key, request: { level: input.level } },
        async (trx) => {
          const level = await vipRepository.level(trx, input.level);
          if (!level || !level.enabled || level.priceMinor <= 0n)
            throw new AppError('vip_level_not_for_sale');
          const current = await lockMemberLevel(trx, userId);
          if (current === null) throw notFound();
          if (level.level <= current) throw new AppError('vip_level_not_higher');
          const purchaseId = await vipRepository.insertPurchase(trx, {
            userId,
            level: level.level,
            priceMinor: level.priceMinor,
          });
          if (purchaseId === null) throw new AppError('vip_level_not_higher');
          await debit(trx, {
            userId,
            amountMinor: level.priceMinor,
            to: 'vip_sales',
            reason: 'vip_package',
            reference: `vip_purchase:${purchaseId}`,
            memo: level.name,
            idempotencyKey: `vip-package:${purchaseId}`,
          });
          await raise(trx, userId, level.level, 'package');
          return { level: level.level };
        },
      );
      told(userId, input.level);
      deps.changed(userId, { type: 'wallet_changed' });
      return status(userId, language);
    },

    /** The member's checkout discount in basis points: their enabled level's, 0 without one. */
    async discountOf(trx: Db, userId: number): Promise<number> {
      const level = await memberLevelOf(trx, userId);
      if (level <= 0) return 0;
      const row = await vipRepository.level(trx, level);
      return row?.enabled ? row.discountBps : 0;
    },
  };
}
