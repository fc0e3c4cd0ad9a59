import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { countWhere } from '../../db/count.ts';
import type { Db } from '../../db/database.ts';
import { firstRowBy } from '../../db/first-row.ts';
import { smsCodes } from '../../db/schema/identity.schema.ts';

export const smsRepository = {
  /** Holds the number's lock until the transaction ends (one sender per number at a time). */
  async lockMobile(trx: Db, mobile: string): Promise<void> {
    await trx.execute(sql`select pg_advisory_xact_lock(hashtext(${'sms:' + mobile}))`);
  },

  findLatest: (db: Db, mobile: string, event: string) =>
    firstRowBy(
      db,
      smsCodes,
      and(eq(smsCodes.mobile, mobile), eq(smsCodes.event, event)),
      desc(smsCodes.createdAt),
      desc(smsCodes.id),
    ),

  /** The newest unused code for (mobile, event), locked so parallel checks see one outcome. */
  async lockLatestUnused(db: Db, mobile: string, event: string) {
    const rows = await db
      .select()
      .from(smsCodes)
      .where(
        and(eq(smsCodes.mobile, mobile), eq(smsCodes.event, event), isNull(smsCodes.consumedAt)),
      )
      .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
      .limit(1)
      .for('update');
    return rows[0];
  },

  /** Retires every unused code for (mobile, event): a new code replaces the old one. */
  async retireUnused(db: Db, mobile: string, event: string, now: Date): Promise<void> {
    await db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(
        and(eq(smsCodes.mobile, mobile), eq(smsCodes.event, event), isNull(smsCodes.consumedAt)),
      );
  },

  async insert(
    db: Db,
    row: {
      mobile: string;
      event: string;
      codeHash: string;
      ip: string;
      createdAt: Date;
      expiresAt: Date;
    },
  ): Promise<void> {
    await db.insert(smsCodes).values(row);
  },

  async recordFailedAttempt(db: Db, id: number, retire: boolean, now: Date): Promise<void> {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1`, ...(retire ? { consumedAt: now } : {}) })
      .where(eq(smsCodes.id, id));
  },

  async consume(db: Db, id: number, now: Date): Promise<void> {
    await db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)));
  },

  async countSentSince(db: Db, mobile: string, since: Date): Promise<number> {
    return countWhere(
      db,
      smsCodes,
      and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, since)),
    );
  },
};
