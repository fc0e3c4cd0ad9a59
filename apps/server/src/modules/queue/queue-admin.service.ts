import { recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { type PageQuery, pageShownTogether } from '../../platform/http/paging.ts';
import { allocationOut } from './queue.mapper.ts';
import { queueRepository } from './queue.repository.ts';
import type { QueueDeps } from './ports.ts';

export interface AllocateInput {
  goodsId: number;
  units: number;
  reason: string;
  idempotencyKey: string;
}

/** The admin's side of the public queue: queues per goods, allocations and their history. */
export function createQueueAdminService(deps: QueueDeps) {
  const { db, clock, catalog } = deps;
  const briefsOf = (ids: number[]) => catalog.goodsBriefs(db, [...new Set(ids)]);

  return {
    /** Goods with a queue: how many wait and how many were allocated, most waiting first. */
    goods(query: PageQuery) {
      return pageShownTogether(
        query,
        (offset, limit) => queueRepository.goodsPage(db, offset, limit),
        async (rows) => {
          const briefs = await briefsOf(rows.map((row) => row.goodsId));
          return rows.map((row) => ({
            goods_id: row.goodsId,
            title: briefs.get(row.goodsId)?.title ?? '',
            image: briefs.get(row.goodsId)?.image ?? '',
            waiting: row.waiting,
            allocated: row.allocated,
          }));
        },
      );
    },

    /**
     * Allocates up to `units` to the first waiting members of a goods in join order, each entry
     * once even under parallel allocations, once per (admin, key); audited; each member is told
     * (a notice linking to the goods) and their screens reload. Never a payout: a unit to buy.
     */
    async allocate(adminId: number, input: AllocateInput) {
      const brief = (await briefsOf([input.goodsId])).get(input.goodsId);
      if (!brief) throw notFound();
      const adminName = (await deps.members.cardsOf([adminId])).get(adminId)?.username ?? '';
      const request = { goods_id: input.goodsId, units: input.units, reason: input.reason };
      const scope = {
        userId: adminId,
        scope: 'queue.allocate',
        key: input.idempotencyKey,
        request,
      };
      let members: number[] = [];
      const allocation = await idempotent(db, scope, async (trx) => {
        const now = clock.now();
        const row = await queueRepository.insertAllocation(trx, {
          goodsId: input.goodsId,
          units: input.units,
          reason: input.reason,
          createdBy: adminId,
        });
        const given = await queueRepository.allocateFirst(
          trx,
          input.goodsId,
          input.units,
          row.id,
          now,
        );
        await recordAudit(trx, {
          actorUserId: adminId,
          action: 'queue.allocate',
          targetType: 'goods',
          targetId: input.goodsId,
          reason: input.reason,
          detail: {
            allocation_id: row.id,
            units: input.units,
            entries: given.map((entry) => entry.id),
          },
        });
        members = given.map((entry) => entry.userId);
        return allocationOut({ ...row, allocated: given.length }, brief, adminName);
      });
      for (const userId of members) {
        deps.changed(userId, { type: 'queue_changed' });
        deps
          .notify(userId, {
            type: 'notice',
            message: { key: 'queue.allocated', params: { title: brief.title } },
            modules: 'goods',
            modulesId: input.goodsId,
          })
          .catch((error: unknown) => deps.log.warn({ err: error, userId }, 'queue notice failed'));
      }
      return allocation;
    },

    /** Allocation history newest first, of one goods when given. */
    allocations(query: PageQuery & { goods_id?: number }) {
      return pageShownTogether(
        query,
        (offset, limit) => queueRepository.allocationsPage(db, query.goods_id, offset, limit),
        async (rows) => {
          const briefs = await briefsOf(rows.map((row) => row.goodsId));
          const admins = await deps.members.cardsOf([...new Set(rows.map((row) => row.createdBy))]);
          return rows.map((row) =>
            allocationOut(row, briefs.get(row.goodsId), admins.get(row.createdBy)?.username ?? ''),
          );
        },
      );
    },
  };
}

export type QueueAdminService = ReturnType<typeof createQueueAdminService>;
