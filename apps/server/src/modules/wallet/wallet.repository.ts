import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { countWhere } from '../../db/count.ts';
import { claimRows } from '../../db/claim.ts';
import type { Db } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { newestFirstPage } from '../../db/page.ts';
import {
  bankAccounts,
  incomeHolds,
  kycSubmissions,
  withdrawals,
} from '../../db/schema/wallet.schema.ts';

type NewWithdrawal = typeof withdrawals.$inferInsert;

/** Payout accounts, KYC submissions, withdrawals and held income. */
export const walletRepository = {
  // Bank accounts -----------------------------------------------------------------------------
  async listBanks(db: Db, userId: number) {
    return db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
      .orderBy(desc(bankAccounts.id));
  },

  async countBanks(db: Db, userId: number): Promise<number> {
    return countWhere(
      db,
      bankAccounts,
      and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)),
    );
  },

  /** A live payout account of this member only: another member's id reads as missing. */
  async findBank(db: Db, userId: number, id: number) {
    return firstRow(
      db,
      bankAccounts,
      and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)),
    );
  },

  async findBankById(db: Db, id: number) {
    return firstRow(db, bankAccounts, eq(bankAccounts.id, id));
  },

  async insertBank(db: Db, row: typeof bankAccounts.$inferInsert) {
    const rows = await db.insert(bankAccounts).values(row).returning();
    return rows[0]!;
  },

  async deleteBank(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(bankAccounts)
      .set({ deletedAt: now })
      .where(
        and(
          eq(bankAccounts.id, id),
          eq(bankAccounts.userId, userId),
          isNull(bankAccounts.deletedAt),
        ),
      )
      .returning({ id: bankAccounts.id });
    return rows.length > 0;
  },

  // KYC ---------------------------------------------------------------------------------------
  async findKyc(db: Db, userId: number) {
    return firstRow(db, kycSubmissions, eq(kycSubmissions.userId, userId));
  },

  async upsertKyc(db: Db, row: typeof kycSubmissions.$inferInsert) {
    const rows = await db
      .insert(kycSubmissions)
      .values(row)
      .onConflictDoUpdate({ target: kycSubmissions.userId, set: { ...row, updatedAt: sql`now()` } })
      .returning();
    return rows[0]!;
  },

  /** Decides a pending submission; null when there is none pending. */
  async decideKyc(db: Db, userId: number, status: 'approved' | 'rejected', reason: string) {
    const rows = await db
      .update(kycSubmissions)
      .set({ status, reason, updatedAt: sql`now()` })
      .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'pending')))
      .returning();
    return rows[0] ?? null;
  },

  // Withdrawals -------------------------------------------------------------------------------
  async insertWithdrawal(db: Db, row: NewWithdrawal) {
    const rows = await db.insert(withdrawals).values(row).returning();
    return rows[0]!;
  },

  async findWithdrawal(db: Db, id: number) {
    return firstRow(db, withdrawals, eq(withdrawals.id, id));
  },

  /** Moves a pending withdrawal to its final status; null unless it was pending (and the member's, if given). */
  async resolveWithdrawal(
    db: Db,
    id: number,
    status: 'approved' | 'rejected' | 'cancelled',
    reason: string,
    userId?: number,
  ) {
    const rows = await db
      .update(withdrawals)
      .set({ status, reason, updatedAt: sql`now()` })
      .where(
        and(
          eq(withdrawals.id, id),
          eq(withdrawals.status, 'pending'),
          userId === undefined ? undefined : eq(withdrawals.userId, userId),
        ),
      )
      .returning();
    return rows[0] ?? null;
  },

  async pageWithdrawals(
    db: Db,
    filter: { userId?: number; status?: string },
    offset: number,
    limit: number,
  ) {
    const where = and(
      filter.userId === undefined ? undefined : eq(withdrawals.userId, filter.userId),
      filter.status === undefined ? undefined : eq(withdrawals.status, filter.status),
    );
    return newestFirstPage(db, withdrawals, where, offset, limit);
  },

  // Held income -------------------------------------------------------------------------------
  async insertIncomeHold(db: Db, row: typeof incomeHolds.$inferInsert) {
    const rows = await db.insert(incomeHolds).values(row).returning();
    return rows[0]!;
  },

  /** Locks up to `limit` due, unreleased holds that no other instance holds right now. */
  async claimDueHolds(db: Db, now: Date, limit: number) {
    return claimRows(db, incomeHolds, {
      where: and(isNull(incomeHolds.releasedAt), lte(incomeHolds.availableAt, now)),
      orderBy: [asc(incomeHolds.availableAt)],
      limit,
    });
  },

  /**
   * Takes `amount` off an unreleased hold holding at least that much; a hold brought to zero is closed
   * (`released_at` set, nothing left to release). Null when the hold is released or holds less.
   */
  async reduceHold(db: Db, id: number, amountMinor: bigint, now: Date) {
    const rows = await db
      .update(incomeHolds)
      .set({
        amountMinor: sql`${incomeHolds.amountMinor} - ${amountMinor}`,
        releasedAt: sql`case when ${incomeHolds.amountMinor} = ${amountMinor} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(
        and(
          eq(incomeHolds.id, id),
          isNull(incomeHolds.releasedAt),
          gte(incomeHolds.amountMinor, amountMinor),
        ),
      )
      .returning();
    return rows[0] ?? null;
  },

  async markHoldReleased(db: Db, id: number, now: Date): Promise<void> {
    await db.update(incomeHolds).set({ releasedAt: now }).where(eq(incomeHolds.id, id));
  },

  async nextRelease(db: Db, userId: number): Promise<Date | null> {
    const rows = await db
      .select({ at: sql<Date | null>`min(${incomeHolds.availableAt})` })
      .from(incomeHolds)
      .where(and(eq(incomeHolds.userId, userId), isNull(incomeHolds.releasedAt)));
    const at = rows[0]?.at;
    return at ? new Date(at) : null;
  },
};
