import type { Language } from '@cloudmall/contract';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { offsetOf, type PageQuery, pageShownTogether } from '../../platform/http/paging.ts';
import { toPage } from '../../platform/http/paging.ts';
import { entryOut } from './queue.mapper.ts';
import { queueRepository, type QueueEntryRow } from './queue.repository.ts';
import type { QueueDeps } from './ports.ts';

/** A member's side of the public queue: sold-out goods to join, own entries, leaving. */
export function createQueueService(deps: QueueDeps) {
  const { db, clock, catalog } = deps;

  /** Sold-out goods on sale matching the ids given (all of them when none). */
  const soldOut = (offset: number, limit: number, goodsIds?: number[], language?: Language) =>
    catalog.applicableGoods(
      db,
      { minPriceMinor: 0n, soldOut: true, goodsIds },
      offset,
      limit,
      language,
    );

  /** Entries with their goods' faces and waiting positions. */
  async function shown(rows: QueueEntryRow[]) {
    const [briefs, positions] = await Promise.all([
      catalog.goodsBriefs(db, [...new Set(rows.map((row) => row.goodsId))]),
      queueRepository.positions(db, rows),
    ]);
    return rows.map((row) => entryOut(row, briefs.get(row.goodsId), positions.get(row.id)));
  }

  return {
    /** Sold-out goods on sale a member may queue for, with how many wait and whether they do. */
    async goods(userId: number, query: PageQuery, language: Language) {
      const { rows, total } = await soldOut(offsetOf(query), query.list_rows, undefined, language);
      const { counts, joined } = await queueRepository.waitingOf(
        db,
        rows.map((g) => g.id),
        userId,
      );
      const data = rows.map((goods) => ({
        goods,
        waiting: counts.get(goods.id) ?? 0,
        joined: joined.has(goods.id),
      }));
      return toPage(data, total, query);
    },

    /** Joins a sold-out goods' queue (stock 0, on sale), once per member while waiting. */
    async join(userId: number, goodsId: number) {
      const brief = (await catalog.goodsBriefs(db, [goodsId])).get(goodsId);
      if (!brief?.onSale) throw notFound();
      if ((await soldOut(0, 1, [goodsId])).total === 0) throw new AppError('queue_not_sold_out');
      const row = await queueRepository.join(db, goodsId, userId);
      if (!row) throw new AppError('queue_already_joined');
      deps.changed(userId, { type: 'queue_changed' });
      return (await shown([row]))[0]!;
    },

    /** Leaves an own waiting entry; the members behind move up and their screens reload. */
    async leave(userId: number, id: number) {
      const left = await queueRepository.leave(db, id, userId, clock.now());
      if (!left) {
        const row = await queueRepository.find(db, id);
        if (!row || row.userId !== userId) throw notFound();
        throw new AppError('queue_entry_not_waiting');
      }
      deps.changed(userId, { type: 'queue_changed' });
      for (const behind of await queueRepository.waitingBehind(db, left.goodsId, left.id))
        deps.changed(behind, { type: 'queue_changed' });
      return true as const;
    },

    /** A member's waiting entries with positions (oldest first), or their allocation history. */
    mine(userId: number, query: PageQuery & { state: 'waiting' | 'history' }) {
      return pageShownTogether(
        query,
        (offset, limit) =>
          queueRepository.memberPage(db, userId, query.state === 'history', offset, limit),
        shown,
      );
    },
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
