import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow, lockedRow } from '../../db/first-row.ts';
import { newestFirstPage } from '../../db/page.ts';
import { waterCardFaces, waterCards } from '../../db/schema/distributors.schema.ts';
import { updateFromState } from '../../db/state-update.ts';

export type FaceRow = typeof waterCardFaces.$inferSelect;
export type CardRow = typeof waterCards.$inferSelect;

/** Queries of water-card faces and cards; each takes the Db or the caller's transaction. */
export const waterCardsRepository = {
  faces(db: Db, enabledOnly: boolean): Promise<FaceRow[]> {
    return db
      .select()
      .from(waterCardFaces)
      .where(enabledOnly ? eq(waterCardFaces.enabled, true) : undefined)
      .orderBy(asc(waterCardFaces.valueMinor), asc(waterCardFaces.id));
  },

  face: (db: Db, id: number, lock = false) =>
    (lock ? lockedRow : firstRow)(db, waterCardFaces, eq(waterCardFaces.id, id)),

  async insertFace(db: Db, values: { valueMinor: bigint; enabled: boolean }): Promise<FaceRow> {
    const [row] = await db.insert(waterCardFaces).values(values).returning();
    return row!;
  },

  async updateFace(
    db: Db,
    id: number,
    values: { valueMinor: bigint; enabled: boolean; now: Date },
  ) {
    const [row] = await db
      .update(waterCardFaces)
      .set({ valueMinor: values.valueMinor, enabled: values.enabled, updatedAt: values.now })
      .where(eq(waterCardFaces.id, id))
      .returning();
    return row!;
  },

  insertCards(
    db: Db,
    rows: Array<{
      code: string;
      valueMinor: bigint;
      distributorUserId: number;
      purchaseKey: string;
    }>,
  ): Promise<CardRow[]> {
    return db.insert(waterCards).values(rows).returning();
  },

  cardsOfPurchase(db: Db, purchaseKey: string): Promise<CardRow[]> {
    return db
      .select()
      .from(waterCards)
      .where(eq(waterCards.purchaseKey, purchaseKey))
      .orderBy(asc(waterCards.id));
  },

  byCode: (db: Db, code: string) => firstRow(db, waterCards, eq(waterCards.code, code)),

  /** Marks an unused card redeemed (guarded on `unused`); answers the row, or undefined when it was not. */
  redeem: (db: Db, id: number, userId: number, now: Date) =>
    updateFromState(db, waterCards, id, 'unused', {
      state: 'redeemed',
      redeemedByUserId: userId,
      redeemedAt: now,
      updatedAt: now,
    }),

  page(
    db: Db,
    filter: { state?: string; distributorUserId?: number; redeemedByUserId?: number },
    offset: number,
    limit: number,
  ) {
    const parts: SQL[] = [];
    if (filter.state) parts.push(eq(waterCards.state, filter.state));
    if (filter.distributorUserId)
      parts.push(eq(waterCards.distributorUserId, filter.distributorUserId));
    if (filter.redeemedByUserId)
      parts.push(eq(waterCards.redeemedByUserId, filter.redeemedByUserId));
    return newestFirstPage(db, waterCards, parts.length ? and(...parts) : undefined, offset, limit);
  },
};
