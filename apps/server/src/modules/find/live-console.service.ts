import { randomBytes } from 'node:crypto';
import type { MerchantLiveCreate, MerchantLiveDetail } from '@cloudmall/contract/find';
import type { Db } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { callerShopOf } from '../../platform/caller-shop.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOf } from '../../platform/http/paging.ts';
import type { SettingsService } from '../settings/index.ts';
import { findRepository } from './find.repository.ts';
import type { LiveBroadcast } from './live-broadcast.ts';
import { toMerchantLiveDetail, toMerchantLiveRow } from './live-console.mapper.ts';
import { type LiveRoomRow, liveRoomsRepository as rooms } from './live-rooms.repository.ts';
import type { FindPorts, ShopBrief } from './ports.ts';

type PageQuery = { page: number; list_rows: number; status?: 'live' | 'ended' };

export type LiveConsoleService = ReturnType<typeof createLiveConsoleService>;

/** A merchant's own live rooms in the console: start, change goods, end; viewers hear each change. */
export function createLiveConsoleService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  ports: FindPorts;
  broadcast: LiveBroadcast;
}) {
  const { db, clock, settings, ports, broadcast } = deps;

  const shopOf = callerShopOf<ShopBrief>(ports, 'shop_not_found');

  /** The goods ids when every one is the shop's own goods on sale. */
  async function ownGoodsOnSale(shopId: number, ids: number[]): Promise<number[]> {
    const cards = await ports.cards(ids);
    if (cards.length !== ids.length || cards.some((card) => card.shop_id !== shopId))
      throw new AppError('live_goods_invalid');
    return ids;
  }

  async function present(row: LiveRoomRow): Promise<MerchantLiveDetail> {
    const [{ pushBase }, goods, viewers] = await Promise.all([
      settings.get('find.live.ingest'),
      ports.cards(row.goodsIds),
      row.status === 'live' ? findRepository.viewers(db, row.id) : [],
    ]);
    return toMerchantLiveDetail(row, clock.now(), { pushBase, online: viewers.length, goods });
  }

  /** Changes one live room of the caller's shop (another shop's is not_found) in a transaction. */
  async function changeLive(
    shop: ShopBrief,
    id: number,
    work: (trx: Db, row: LiveRoomRow) => Promise<LiveRoomRow>,
  ): Promise<LiveRoomRow> {
    return inTransaction(db, async (trx) => {
      const row = await rooms.lockOwn(trx, shop.id, id);
      if (!row) throw new AppError('not_found');
      if (row.status !== 'live') throw new AppError('live_ended');
      return work(trx, row);
    });
  }

  const anchor = (shop: ShopBrief) => ({ id: shop.user_id, nickname: shop.shopname });
  const audited = (row: LiveRoomRow) => ({
    ...toMerchantLiveRow(row, clock.now()),
    goods_ids: row.goodsIds,
  });

  return {
    /** The caller's shop's rooms only, by status, newest first. */
    async list(userId: number, query: PageQuery) {
      const shop = await shopOf(userId);
      const now = clock.now();
      return pageOf(
        query,
        (offset, limit) => rooms.page(db, shop.id, query.status, offset, limit),
        (row) => toMerchantLiveRow(row, now),
      );
    },

    /** Starts a room (one live per shop) with a public stream name, a secret key and a live post; audited. */
    async create(userId: number, input: MerchantLiveCreate): Promise<MerchantLiveDetail> {
      const shop = await shopOf(userId);
      const goodsIds = await ownGoodsOnSale(shop.id, input.goods_ids);
      const { playBase } = await settings.get('find.live.ingest');
      const streamKey = randomBytes(16).toString('hex');
      const streamName = randomBytes(6).toString('hex');
      try {
        const row = await inTransaction(db, async (trx) => {
          if (await rooms.liveOfShop(trx, shop.id)) throw new AppError('live_already_running');
          const now = clock.now();
          const room = await rooms.insert(trx, {
            ...{ shopId: shop.id, title: input.title, cover: input.cover, goodsIds },
            ...{ hlsUrl: `${playBase}/${streamName}.m3u8`, streamName, streamKey },
            createdBy: userId,
            ...{ startedAt: now, updatedAt: now },
          });
          await findRepository.insertPost(trx, {
            ...{ userId, shopId: shop.id, type: 'live', content: input.title },
            ...{ images: [input.cover], liveRoomId: room.id, goodsIds },
          });
          await recordAudit(trx, {
            ...{ actorUserId: userId, action: 'merchant.live.create', targetType: 'live_room' },
            ...{
              targetId: room.id,
              before: null,
              after: audited(room),
              detail: { shop_id: shop.id },
            },
          });
          return room;
        });
        return await present(row);
      } catch (error) {
        if (uniqueViolation(error) === 'live_rooms_one_live_per_shop')
          throw new AppError('live_already_running');
        throw error;
      }
    },

    /** One room of the caller's shop with its push URL and stream key (another shop's is not_found). */
    async detail(userId: number, id: number): Promise<MerchantLiveDetail> {
      const shop = await shopOf(userId);
      const row = await rooms.findOwn(db, shop.id, id);
      if (!row) throw new AppError('not_found');
      return present(row);
    },

    /** Changes a live room's goods (the shop's own, on sale); viewers get `update` with the goods. */
    async changeGoods(userId: number, id: number, ids: number[]): Promise<MerchantLiveDetail> {
      const shop = await shopOf(userId);
      const goodsIds = await ownGoodsOnSale(shop.id, ids);
      const row = await changeLive(shop, id, async (trx, before) => {
        const after = await rooms.update(trx, id, { goodsIds, updatedAt: clock.now() });
        await rooms.setPostGoods(trx, id, goodsIds);
        await recordAudit(trx, {
          ...{ actorUserId: userId, action: 'merchant.live.goods', targetType: 'live_room' },
          ...{ targetId: id, before: audited(before), after: audited(after) },
        });
        return after;
      });
      const detail = await present(row);
      await broadcast(id, anchor(shop), { type: 'update' }, { goods: detail.goods });
      return detail;
    },

    /** Ends a live room of the shop (its post stays, showing the ended room); viewers get `end`; audited. */
    async end(userId: number, id: number): Promise<MerchantLiveDetail> {
      const shop = await shopOf(userId);
      const row = await changeLive(shop, id, async (trx, before) => {
        const now = clock.now();
        const after = await rooms.update(trx, id, {
          status: 'ended',
          endedAt: now,
          updatedAt: now,
        });
        await recordAudit(trx, {
          ...{ actorUserId: userId, action: 'merchant.live.end', targetType: 'live_room' },
          ...{ targetId: id, before: audited(before), after: audited(after) },
        });
        return after;
      });
      await broadcast(id, anchor(shop), { type: 'end' });
      return present(row);
    },
  };
}
