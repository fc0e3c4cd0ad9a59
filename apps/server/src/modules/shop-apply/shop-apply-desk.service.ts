import { uniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { offsetOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import type { NoticeMessage } from '../../platform/messages/notice-messages.ts';
import type { ShopApplyDeps } from './ports.ts';
import { toApplicationRow } from './shop-apply.mapper.ts';
import { type ShopApplicationRow, shopApplyRepository } from './shop-apply.repository.ts';

export type ShopApplyDeskService = ReturnType<typeof createShopApplyDeskService>;

/** The admin's applications desk: read them, approve (opens the shop) or refuse (with a reason). */
export function createShopApplyDeskService(deps: ShopApplyDeps) {
  const { db, clock } = deps;

  async function withUsername(row: ShopApplicationRow) {
    const cards = await deps.members.cardsOf([row.userId]);
    return toApplicationRow(row, cards.get(row.userId)?.username ?? '', deps.fileUrl);
  }

  /** After commit: the member's screens reload and a notice in their language tells them. */
  function tell(row: ShopApplicationRow, message: NoticeMessage) {
    deps.changed(row.userId, { type: 'shop_apply_changed' });
    deps
      .notify(row.userId, { type: 'notice', message, modules: 'shop_apply', modulesId: row.id })
      .catch((error: unknown) =>
        deps.log.warn({ err: error, applicationId: row.id }, 'shop application notice failed'),
      );
  }

  /** Locks the pending application for a decision; a decided one is refused, a missing one not found. */
  async function decide(
    trx: typeof db,
    id: number,
    change: { state: 'certified' | 'refused'; reason: string; adminId: number },
  ) {
    if (!(await shopApplyRepository.byId(trx, id))) throw notFound();
    const row = await shopApplyRepository.decide(trx, id, {
      ...change,
      decidedBy: change.adminId,
      now: clock.now(),
    });
    if (!row) throw new AppError('shop_apply_not_pending');
    return row;
  }

  return {
    /** Applications by state (every sent one when none), oldest sent first, by shop, real or user name. */
    async list(query: PageQuery & { state?: string; q: string }) {
      const member = query.q ? await deps.members.findMember(query.q) : null;
      const { rows, total } = await shopApplyRepository.page(
        db,
        { state: query.state, q: query.q, userIds: member ? [member.id] : [] },
        offsetOf(query),
        query.list_rows,
      );
      const cards = await deps.members.cardsOf([...new Set(rows.map((row) => row.userId))]);
      const data = rows.map((row) =>
        toApplicationRow(row, cards.get(row.userId)?.username ?? '', deps.fileUrl),
      );
      return toPage(data, total, query);
    },

    /**
     * Approves a pending application in one transaction: opens the shop under the applied name for
     * the member, grants them the merchant console role, and audits it; exactly once.
     */
    async approve(adminId: number, input: { id: number; reason: string }) {
      const row = await inTransaction(db, async (trx) => {
        const decided = await decide(trx, input.id, { state: 'certified', reason: '', adminId });
        if (await deps.shops.ownsShop(trx, decided.userId))
          throw new AppError('shop_apply_has_shop');
        if (await deps.shops.nameTaken(trx, decided.shopname))
          throw new AppError('shop_name_taken');
        // a shop opened meanwhile under the same name fails the unique name: the same answer
        const shopId = await deps.shops
          .open(trx, { userId: decided.userId, shopname: decided.shopname })
          .catch((error: unknown) => {
            throw uniqueViolation(error) === null ? error : new AppError('shop_name_taken');
          });
        await shopApplyRepository.setShop(trx, decided.id, shopId);
        await deps.grantMerchant(trx, decided.userId, adminId);
        await recordAudit(trx, {
          actorUserId: adminId,
          action: 'shop.apply.certified',
          targetType: 'shop_application',
          targetId: decided.id,
          reason: input.reason,
          before: { state: 'pending' },
          after: { state: 'certified', shop_id: shopId, role: 'merchant', user_id: decided.userId },
        });
        return { ...decided, shopId };
      });
      tell(row, { key: 'shop.applyCertified', params: { shopname: row.shopname } });
      return withUsername(row);
    },

    /** Refuses a pending application with the reason the member reads; audited. */
    async refuse(adminId: number, input: { id: number; reason: string }) {
      const row = await inTransaction(db, async (trx) => {
        const decided = await decide(trx, input.id, {
          state: 'refused',
          reason: input.reason,
          adminId,
        });
        await recordAudit(trx, {
          actorUserId: adminId,
          action: 'shop.apply.refused',
          targetType: 'shop_application',
          targetId: decided.id,
          reason: input.reason,
          before: { state: 'pending' },
          after: { state: 'refused', reason: input.reason },
        });
        return decided;
      });
      tell(row, { key: 'shop.applyRefused', params: { reason: input.reason } });
      return withUsername(row);
    },
  };
}
