import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { newestFirstPage, tablePage } from '../../db/page.ts';
import {
  depositAddresses,
  deposits,
  kycSubmissions,
  withdrawals,
} from '../../db/schema/wallet.schema.ts';

const countOf = sql<number>`count(*)::int`;

/**
 * Per UTC day of `at` in [from, to): how many rows of `table` match `where`, and the sum of their
 * `amountMinor`.
 */
function perUtcDay(
  db: Db,
  table: PgTable,
  at: AnyPgColumn,
  amountMinor: AnyPgColumn,
  range: { from: Date; to: Date },
  where?: SQL,
) {
  const day = sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, count: countOf, minor: sql<string>`coalesce(sum(${amountMinor}), 0)::text` })
    .from(table)
    .where(and(where, gte(at, range.from), lt(at, range.to)))
    .groupBy(day);
}

export interface WithdrawalFilter {
  status?: string;
  userId?: number;
  from?: Date;
  to?: Date;
  minMinor?: bigint;
  maxMinor?: bigint;
}

/** The admin's lists over the wallet's own tables (KYC, withdrawals, the address pool, deposits). */
export const walletAdminRepository = {
  /** KYC submissions of one status; pending ones oldest first (first in line), others newest first. */
  async pageKyc(
    db: Db,
    filter: { status: string; userId?: number; name?: string },
    offset: number,
    limit: number,
  ) {
    const where = and(
      eq(kycSubmissions.status, filter.status),
      filter.userId !== undefined && filter.name
        ? or(
            eq(kycSubmissions.userId, filter.userId),
            ilike(kycSubmissions.name, containing(filter.name)),
          )
        : filter.userId !== undefined
          ? eq(kycSubmissions.userId, filter.userId)
          : filter.name
            ? ilike(kycSubmissions.name, containing(filter.name))
            : undefined,
    );
    const order =
      filter.status === 'pending' ? asc(kycSubmissions.updatedAt) : desc(kycSubmissions.updatedAt);
    return tablePage(db, kycSubmissions, {
      where,
      orderBy: [order],
      offset,
      limit,
    });
  },

  async pageWithdrawals(db: Db, filter: WithdrawalFilter, offset: number, limit: number) {
    const where = and(
      filter.status === undefined ? undefined : eq(withdrawals.status, filter.status),
      filter.userId === undefined ? undefined : eq(withdrawals.userId, filter.userId),
      filter.from === undefined ? undefined : gte(withdrawals.createdAt, filter.from),
      filter.to === undefined ? undefined : lt(withdrawals.createdAt, filter.to),
      filter.minMinor === undefined ? undefined : gte(withdrawals.amountMinor, filter.minMinor),
      filter.maxMinor === undefined ? undefined : lte(withdrawals.amountMinor, filter.maxMinor),
    );
    return newestFirstPage(db, withdrawals, where, offset, limit);
  },

  async pageAddresses(
    db: Db,
    filter: { network?: string; state: string; q: string; now: Date },
    offset: number,
    limit: number,
  ) {
    const held = and(
      sql`${depositAddresses.userId} is not null`,
      gt(depositAddresses.expiresAt, filter.now),
    );
    const free = or(isNull(depositAddresses.userId), lte(depositAddresses.expiresAt, filter.now));
    const where = and(
      filter.network === undefined ? undefined : eq(depositAddresses.network, filter.network),
      filter.state === 'assigned' ? held : filter.state === 'free' ? free : undefined,
      filter.q ? ilike(depositAddresses.address, containing(filter.q)) : undefined,
    );
    return tablePage(db, depositAddresses, {
      where,
      orderBy: [sql`${depositAddresses.assignedAt} desc nulls last`, desc(depositAddresses.id)],
      offset,
      limit,
    });
  },

  async addressCounts(db: Db, now: Date) {
    return db
      .select({
        network: depositAddresses.network,
        total: countOf,
        assigned: sql<number>`(count(*) filter (where ${depositAddresses.userId} is not null and ${depositAddresses.expiresAt} > ${now}))::int`,
      })
      .from(depositAddresses)
      .groupBy(depositAddresses.network);
  },

  async pageDeposits(
    db: Db,
    filter: { network?: string; userId?: number; txHash: string },
    offset: number,
    limit: number,
  ) {
    const where = and(
      filter.network === undefined ? undefined : eq(deposits.network, filter.network),
      filter.userId === undefined ? undefined : eq(deposits.userId, filter.userId),
      filter.txHash ? ilike(deposits.txHash, containing(filter.txHash)) : undefined,
    );
    return newestFirstPage(db, deposits, where, offset, limit);
  },

  /** Deposits credited per UTC day in [from, to). */
  depositsPerDay: (db: Db, from: Date, to: Date) =>
    perUtcDay(db, deposits, deposits.createdAt, deposits.amountMinor, { from, to }),

  /** Withdrawals paid (approved) per UTC day of the decision in [from, to). */
  withdrawalsPerDay: (db: Db, from: Date, to: Date) =>
    perUtcDay(
      db,
      withdrawals,
      withdrawals.updatedAt,
      withdrawals.amountMinor,
      { from, to },
      eq(withdrawals.status, 'approved'),
    ),
};
