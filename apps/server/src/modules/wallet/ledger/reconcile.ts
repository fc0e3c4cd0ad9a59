import type { Reconciliation } from '@cloudmall/contract/wallet';
import { formatMinor } from '@cloudmall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';

type Row = Record<string, string | number | null>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Proves the ledger: every transaction sums to zero, the whole ledger sums to zero, every cached
 * balance equals the sum of its entries, and no account that may not go negative has.
 */
export async function reconcile(db: Db): Promise<Reconciliation> {
  const counts = rowsOf(
    await db.execute(sql`select
      (select count(*) from ledger_transactions)::int as transactions,
      (select count(*) from ledger_entries)::int as entries,
      (select count(*) from ledger_accounts)::int as accounts,
      (select coalesce(sum(amount_minor), 0) from ledger_entries)::text as global_sum`),
  )[0]!;
  const unbalanced = rowsOf(
    await db.execute(sql`select count(*)::int as n from (
      select transaction_id from ledger_entries group by transaction_id having sum(amount_minor) <> 0) t`),
  )[0]!;
  const mismatched = rowsOf(
    await db.execute(sql`select count(*)::int as n from ledger_accounts a
      where a.cached and a.balance_minor <> coalesce((select sum(e.amount_minor) from ledger_entries e where e.account_id = a.id), 0)`),
  )[0]!;
  const negative = rowsOf(
    await db.execute(sql`select count(*)::int as n from ledger_accounts a
      where not a.allow_negative and (a.balance_minor < 0
        or coalesce((select sum(e.amount_minor) from ledger_entries e where e.account_id = a.id), 0) < 0)`),
  )[0]!;
  const report = {
    transactions: Number(counts.transactions),
    entries: Number(counts.entries),
    accounts: Number(counts.accounts),
    unbalanced_transactions: Number(unbalanced.n),
    mismatched_accounts: Number(mismatched.n),
    negative_accounts: Number(negative.n),
    global_sum: formatMinor(BigInt(String(counts.global_sum))),
  };
  return {
    ...report,
    ok:
      report.unbalanced_transactions === 0 &&
      report.mismatched_accounts === 0 &&
      report.negative_accounts === 0 &&
      report.global_sum === '0.00',
  };
}
