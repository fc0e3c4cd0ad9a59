import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { exists } from '../../db/exists.ts';
import { lockedRow } from '../../db/first-row.ts';
import { newestFirstPage } from '../../db/page.ts';
import { distributorApplications } from '../../db/schema/distributors.schema.ts';
import { updateFromState } from '../../db/state-update.ts';

export type ApplicationRow = typeof distributorApplications.$inferSelect;

/** Queries of distributor applications; each takes the Db or the caller's transaction. */
export const distributorsRepository = {
  async latestOf(db: Db, userId: number): Promise<ApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(distributorApplications)
      .where(eq(distributorApplications.userId, userId))
      .orderBy(desc(distributorApplications.id))
      .limit(1);
    return row;
  },

  /** Inserts a pending application unless one is pending or approved (the partial unique index). */
  async insert(
    db: Db,
    values: { userId: number; name: string; contact: string; region: string; reason: string },
  ): Promise<ApplicationRow | undefined> {
    const [row] = await db
      .insert(distributorApplications)
      .values(values)
      .onConflictDoNothing()
      .returning();
    return row;
  },

  lock: (db: Db, id: number) =>
    lockedRow(db, distributorApplications, eq(distributorApplications.id, id)),

  /** Decides a pending application (guarded on `pending`); answers the row, or undefined. */
  async decide(
    db: Db,
    id: number,
    change: { state: 'approved' | 'refused'; refuseReason: string; decidedBy: number; now: Date },
  ): Promise<ApplicationRow | undefined> {
    return updateFromState(db, distributorApplications, id, 'pending', {
      state: change.state,
      refuseReason: change.refuseReason,
      decidedBy: change.decidedBy,
      decidedAt: change.now,
      updatedAt: change.now,
    });
  },

  async isApproved(db: Db, userId: number): Promise<boolean> {
    const approved = and(
      eq(distributorApplications.userId, userId),
      eq(distributorApplications.state, 'approved'),
    );
    return exists(db, distributorApplications, approved);
  },

  page(db: Db, filter: { state?: string }, offset: number, limit: number) {
    const where: SQL | undefined = filter.state
      ? eq(distributorApplications.state, filter.state)
      : undefined;
    return newestFirstPage(db, distributorApplications, where, offset, limit);
  },

  approvedAmong(db: Db, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({ userId: distributorApplications.userId })
      .from(distributorApplications)
      .where(
        and(
          inArray(distributorApplications.userId, ids),
          sql`${distributorApplications.state} = 'approved'`,
        ),
      );
  },
};
