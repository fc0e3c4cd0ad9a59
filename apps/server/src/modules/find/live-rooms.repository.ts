import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { newestFirstPage } from '../../db/page.ts';
import { findPosts, liveRooms } from '../../db/schema/find.schema.ts';

export type LiveRoomRow = typeof liveRooms.$inferSelect;

/** The console's queries of live rooms: always within one shop. */
export const liveRoomsRepository = {
  async page(
    db: Db,
    shopId: number,
    status: 'live' | 'ended' | undefined,
    offset: number,
    limit: number,
  ) {
    const where: SQL | undefined = and(
      eq(liveRooms.shopId, shopId),
      status ? eq(liveRooms.status, status) : undefined,
    );
    return newestFirstPage(db, liveRooms, where, offset, limit);
  },

  /** A room of the shop (locked for the caller's transaction), or undefined for another shop's. */
  async lockOwn(db: Db, shopId: number, id: number): Promise<LiveRoomRow | undefined> {
    const rows = await db
      .select()
      .from(liveRooms)
      .where(and(eq(liveRooms.id, id), eq(liveRooms.shopId, shopId)))
      .for('update');
    return rows[0];
  },

  async findOwn(db: Db, shopId: number, id: number): Promise<LiveRoomRow | undefined> {
    const rows = await db
      .select()
      .from(liveRooms)
      .where(and(eq(liveRooms.id, id), eq(liveRooms.shopId, shopId)));
    return rows[0];
  },

  /** The room publishing under a public stream name (any shop: the media server asks). */
  async byStreamName(db: Db, streamName: string): Promise<LiveRoomRow | undefined> {
    const rows = await db.select().from(liveRooms).where(eq(liveRooms.streamName, streamName));
    return rows[0];
  },

  async liveOfShop(db: Db, shopId: number): Promise<LiveRoomRow | undefined> {
    return firstRow(db, liveRooms, and(eq(liveRooms.shopId, shopId), eq(liveRooms.status, 'live')));
  },

  async insert(db: Db, row: typeof liveRooms.$inferInsert): Promise<LiveRoomRow> {
    return (await db.insert(liveRooms).values(row).returning())[0]!;
  },

  async update(
    db: Db,
    id: number,
    changes: Partial<Pick<LiveRoomRow, 'goodsIds' | 'status' | 'endedAt' | 'updatedAt'>>,
  ): Promise<LiveRoomRow> {
    return (await db.update(liveRooms).set(changes).where(eq(liveRooms.id, id)).returning())[0]!;
  },

  /** The room's feed post follows its goods (the post links the goods members can buy). */
  async setPostGoods(db: Db, roomId: number, goodsIds: number[]): Promise<void> {
    await db.update(findPosts).set({ goodsIds }).where(eq(findPosts.liveRoomId, roomId));
  },
};
