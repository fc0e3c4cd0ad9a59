import { canonicalTxHash, type Network } from '@cloudmall/contract/wallet';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { countWhere } from '../../db/count.ts';
import { claimRow } from '../../db/claim.ts';
import type { Db } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import { newestFirstPage } from '../../db/page.ts';
import { depositAddresses, deposits } from '../../db/schema/wallet.schema.ts';

/** Deposit addresses (assigned to members, rested, reused) and credited deposits. */
export const depositsRepository = {
  // Deposit addresses -------------------------------------------------------------------------
  async findActiveAddress(db: Db, userId: number, network: string, now: Date) {
    return firstRow(
      db,
      depositAddresses,
      and(
        eq(depositAddresses.userId, userId),
        eq(depositAddresses.network, network),
        gt(depositAddresses.expiresAt, now),
      ),
    );
  },

  async countActiveAddresses(db: Db, now: Date): Promise<number> {
    return countWhere(db, depositAddresses, gt(depositAddresses.expiresAt, now));
  },

  /** Locks a free address of the network: never assigned, or expired and rested past the cooldown. */
  async claimFreeAddress(db: Db, network: string, restedBefore: Date) {
    return claimRow(db, depositAddresses, {
      where: and(
        eq(depositAddresses.network, network),
        or(isNull(depositAddresses.userId), lte(depositAddresses.expiresAt, restedBefore)),
      ),
      orderBy: [asc(depositAddresses.assignedAt), asc(depositAddresses.id)],
    });
  },

  async assignAddress(db: Db, id: number, userId: number, now: Date, expiresAt: Date) {
    const rows = await db
      .update(depositAddresses)
      .set({ userId, assignedAt: now, expiresAt })
      .where(eq(depositAddresses.id, id))
      .returning();
    return rows[0]!;
  },

  async findAddress(db: Db, network: string, address: string) {
    return firstRow(
      db,
      depositAddresses,
      and(eq(depositAddresses.network, network), eq(depositAddresses.address, address)),
    );
  },

  async importAddresses(db: Db, network: string, addresses: string[]): Promise<number> {
    if (addresses.length === 0) return 0;
    const rows = await db
      .insert(depositAddresses)
      .values(addresses.map((address) => ({ network, address })))
      .onConflictDoNothing()
      .returning({ id: depositAddresses.id });
    return rows.length;
  },

  // Deposits ----------------------------------------------------------------------------------
  /** Claims (network, hash, index) for a credit, the hash in its one spelling; null when it was credited before. */
  async insertDeposit(db: Db, row: typeof deposits.$inferInsert & { network: Network }) {
    const rows = await db
      .insert(deposits)
      .values({ ...row, txHash: canonicalTxHash(row.network, row.txHash) })
      .onConflictDoNothing()
      .returning();
    return rows[0] ?? null;
  },

  async findDeposit(db: Db, network: Network, txHash: string, logIndex: number) {
    return firstRow(
      db,
      deposits,
      and(
        eq(deposits.network, network),
        eq(deposits.txHash, canonicalTxHash(network, txHash)),
        eq(deposits.logIndex, logIndex),
      ),
    );
  },

  async pageDeposits(db: Db, userId: number, offset: number, limit: number) {
    return newestFirstPage(db, deposits, eq(deposits.userId, userId), offset, limit);
  },
};
