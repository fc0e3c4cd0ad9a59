import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow, lockedRow } from '../../db/first-row.ts';
import { newestFirstPage } from '../../db/page.ts';
import { serviceRequests } from '../../db/schema/service-desk.schema.ts';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type NewServiceRequest = typeof serviceRequests.$inferInsert;

/** What the console filters a kind's requests by (`userId` -1 matches nobody). */
export interface DeskFilter {
  kind: string;
  state?: string;
  category?: string;
  targetType?: string;
  targetId?: number;
  userId?: number;
}

const whereOf = (filter: DeskFilter): SQL | undefined =>
  and(
    eq(serviceRequests.kind, filter.kind),
    filter.state === undefined ? undefined : eq(serviceRequests.state, filter.state),
    filter.category === undefined ? undefined : eq(serviceRequests.category, filter.category),
    filter.targetType === undefined ? undefined : eq(serviceRequests.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(serviceRequests.targetId, filter.targetId),
    filter.userId === undefined ? undefined : eq(serviceRequests.userId, filter.userId),
  );

/** Queries of the service desk's one table. */
export const serviceDeskRepository = {
  async insert(db: Db, row: NewServiceRequest): Promise<ServiceRequestRow> {
    const [inserted] = await db.insert(serviceRequests).values(row).returning();
    return inserted!;
  },

  /** A member's own request by id (another member's is not found). */
  findOwn: (db: Db, userId: number, id: number) =>
    firstRow(
      db,
      serviceRequests,
      and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId)),
    ),

  /** A request of `kind` by id, locked for the decision about it. */
  lockOfKind: (trx: Db, kind: string, id: number) =>
    lockedRow(
      trx,
      serviceRequests,
      and(eq(serviceRequests.id, id), eq(serviceRequests.kind, kind)),
    ),

  page: (db: Db, filter: DeskFilter, offset: number, limit: number) =>
    newestFirstPage(db, serviceRequests, whereOf(filter), offset, limit),

  /** Writes the desk's decision if the request is still in one of `from` states; the row, or undefined. */
  async decide(
    trx: Db,
    id: number,
    from: readonly string[],
    change: {
      state: string;
      updatedAt: Date;
      reply?: string;
      repliedBy?: number;
      repliedAt?: Date;
    },
  ): Promise<ServiceRequestRow | undefined> {
    const [row] = await trx
      .update(serviceRequests)
      .set(change)
      .where(and(eq(serviceRequests.id, id), inArray(serviceRequests.state, [...from])))
      .returning();
    return row;
  },
};
