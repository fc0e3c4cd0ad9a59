import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow, lockedRow } from '../../db/first-row.ts';
import { containing } from '../../db/like.ts';
import { tablePage } from '../../db/page.ts';
import { updateFromState } from '../../db/state-update.ts';
import { shopApplications, type ShopApplicationRow } from '../../db/schema/shop-apply.schema.ts';

export type { ShopApplicationRow };
export type ApplicationFields = Pick<
  ShopApplicationRow,
  | 'storeType'
  | 'shopname'
  | 'idType'
  | 'idNumber'
  | 'realName'
  | 'mobile'
  | 'frontImage'
  | 'backImage'
  | 'licenceImage'
>;

/** Shop applications: one row per member. */
export const shopApplyRepository = {
  byUser: (db: Db, userId: number) =>
    firstRow(db, shopApplications, eq(shopApplications.userId, userId)),

  byId: (db: Db, id: number) => firstRow(db, shopApplications, eq(shopApplications.id, id)),

  /** The member's row, locked for the rest of the transaction. */
  lockByUser: (db: Db, userId: number) =>
    lockedRow(db, shopApplications, eq(shopApplications.userId, userId)),

  /** Writes the member's row (inserted on the first save); the saved row. */
  async save(
    db: Db,
    userId: number,
    fields: ApplicationFields & { state: 'draft' | 'pending'; submittedAt: Date | null; now: Date },
  ): Promise<ShopApplicationRow> {
    const { now, ...values } = fields;
    const [row] = await db
      .insert(shopApplications)
      .values({ userId, ...values, reason: '', createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: shopApplications.userId,
        set: { ...values, reason: '', updatedAt: now },
      })
      .returning();
    return row!;
  },

  /** Decides a pending application (guarded: only one decision wins); the row, or undefined. */
  async decide(
    db: Db,
    id: number,
    change: { state: 'certified' | 'refused'; reason: string; decidedBy: number; now: Date },
  ): Promise<ShopApplicationRow | undefined> {
    return updateFromState(db, shopApplications, id, 'pending', {
      state: change.state,
      reason: change.reason,
      decidedBy: change.decidedBy,
      updatedAt: change.now,
    });
  },

  async setShop(db: Db, id: number, shopId: number): Promise<void> {
    await db.update(shopApplications).set({ shopId }).where(eq(shopApplications.id, id));
  },

  /** Applications of a state (all sent ones when none), oldest sent first, matching `q`. */
  page(
    db: Db,
    filter: { state?: string; q: string; userIds: number[] },
    offset: number,
    limit: number,
  ) {
    const text = filter.q
      ? or(
          ilike(shopApplications.shopname, containing(filter.q)),
          ilike(shopApplications.realName, containing(filter.q)),
          filter.userIds.length ? inArray(shopApplications.userId, filter.userIds) : undefined,
        )
      : undefined;
    const state: SQL = filter.state
      ? eq(shopApplications.state, filter.state)
      : inArray(shopApplications.state, ['pending', 'certified', 'refused']);
    return tablePage(db, shopApplications, {
      where: and(state, text),
      orderBy: [asc(shopApplications.submittedAt), asc(shopApplications.id)],
      offset,
      limit,
    });
  },
};
