import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { newestFirstJoinedPage } from '../../../db/page.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
} from '../../../db/schema/wallet.schema.ts';
import type { AccountRef } from './ledger-accounts.ts';

const ownerOf = (ref: AccountRef) =>
  'platform' in ref
    ? { userId: null, kind: ref.platform, cached: false, allowNegative: true }
    : { userId: ref.userId, kind: ref.kind, cached: true, allowNegative: false };

/** The account row of an owner (a member's kind of account, or a platform account). */
const isAccountOf = (owner: ReturnType<typeof ownerOf>) =>
  and(
    sql`coalesce(${ledgerAccounts.userId}, 0) = ${owner.userId ?? 0}`,
    eq(ledgerAccounts.kind, owner.kind),
  );

export const ledgerRepository = {
  /** The id of an account, created on first use (one read when it exists, the usual case). */
  async ensureAccount(db: Db, ref: AccountRef): Promise<{ id: number; cached: boolean }> {
    const owner = ownerOf(ref);
    const find = () =>
      db
        .select({ id: ledgerAccounts.id, cached: ledgerAccounts.cached })
        .from(ledgerAccounts)
        .where(isAccountOf(owner))
        .limit(1);
    const found = await find();
    if (found[0]) return found[0];
    await db.insert(ledgerAccounts).values(owner).onConflictDoNothing();
    return (await find())[0]!;
  },

  /** Claims an idempotency key for a new transaction; null when a transaction with it exists. */
  async insertTransaction(
    db: Db,
    row: { reason: string; reference: string; memo: string; idempotencyKey: string },
  ): Promise<number | null> {
    const rows = await db
      .insert(ledgerTransactions)
      .values(row)
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id });
    return rows[0]?.id ?? null;
  },

  async findTransactionByKey(db: Db, idempotencyKey: string): Promise<number | null> {
    const rows = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey))
      .limit(1);
    return rows[0]?.id ?? null;
  },

  /**
   * Moves a cached balance by `delta`, refusing to take a non-negative account below zero.
   * Returns the new balance, or null when the guard refused.
   */
  async applyDelta(db: Db, accountId: number, delta: bigint): Promise<bigint | null> {
    const rows = await db
      .update(ledgerAccounts)
      .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${delta.toString()}::bigint` })
      .where(
        and(
          eq(ledgerAccounts.id, accountId),
          sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balanceMinor} + ${delta.toString()}::bigint >= 0)`,
        ),
      )
      .returning({ balance: ledgerAccounts.balanceMinor });
    return rows[0] ? BigInt(rows[0].balance) : null;
  },

  async insertEntries(
    db: Db,
    entries: Array<{
      transactionId: number;
      accountId: number;
      amountMinor: bigint;
      balanceAfterMinor: bigint | null;
    }>,
  ): Promise<void> {
    await db.insert(ledgerEntries).values(entries);
  },

  async balance(db: Db, ref: AccountRef): Promise<bigint> {
    const owner = ownerOf(ref);
    const rows = await db
      .select({
        balance: ledgerAccounts.balanceMinor,
        cached: ledgerAccounts.cached,
        id: ledgerAccounts.id,
      })
      .from(ledgerAccounts)
      .where(isAccountOf(owner))
      .limit(1);
    const row = rows[0];
    if (!row) return 0n;
    if (row.cached) return BigInt(row.balance);
    const sums = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, row.id));
    return BigInt(sums[0]?.total ?? '0');
  },

  async memberBalances(db: Db, userId: number): Promise<Map<string, bigint>> {
    const rows = await db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      // The owner's expression as the unique index has it (`coalesce(user_id, 0)`, kind): an index
      // scan, where `user_id = $1` read every member's accounts.
      .where(sql`coalesce(${ledgerAccounts.userId}, 0) = ${userId}`);
    return new Map(rows.map((row) => [row.kind, BigInt(row.balance)]));
  },

  /** What a member's account received for one reason, in all (e.g. a shop owner's order settlements). */
  async creditedFor(db: Db, userId: number, kind: string, reason: string): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          sql`coalesce(${ledgerAccounts.userId}, 0) = ${userId}`,
          eq(ledgerAccounts.kind, kind),
          eq(ledgerTransactions.reason, reason),
        ),
      );
    return BigInt(row?.total ?? '0');
  },

  /** Entries of one member account, newest first, with the transaction's reason, reference and memo. */
  async pageEntries(
    db: Db,
    accountId: number,
    options: { direction: 'all' | 'in' | 'out'; offset: number; limit: number },
  ) {
    const direction =
      options.direction === 'in'
        ? gt(ledgerEntries.amountMinor, 0n)
        : options.direction === 'out'
          ? lt(ledgerEntries.amountMinor, 0n)
          : undefined;
    const where = and(eq(ledgerEntries.accountId, accountId), direction);
    const select = db
      .select({
        id: ledgerEntries.id,
        amountMinor: ledgerEntries.amountMinor,
        balanceAfterMinor: ledgerEntries.balanceAfterMinor,
        createdAt: ledgerEntries.createdAt,
        reason: ledgerTransactions.reason,
        reference: ledgerTransactions.reference,
        memo: ledgerTransactions.memo,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId));
    return newestFirstJoinedPage(db, select.$dynamic(), ledgerEntries, where, options);
  },
};
