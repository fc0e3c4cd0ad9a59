import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { fund, newMember } from '../../../../test/wallet-helpers.ts';
import { reconcile } from './reconcile.ts';

// The ledger is forged here by writing past the service (and, for an unbalanced transaction, with the
// database's balance trigger switched off for the moment): reconciliation must see each forgery.
/** Runs raw SQL and answers its rows. */
const query = async <Row>(statement: SQL) =>
  ((await t.db.execute(statement)) as unknown as { rows: Row[] }).rows;
let memberId: number;
useTestApp({}, async () => {
  memberId = (await newMember(t, 'forged')).id;
  await fund(t, memberId, 5_000n);
});

const balanceAccountOf = async (userId: number) => {
  const rows = await query<{ id: string }>(
    sql`select id from ledger_accounts where user_id = ${userId} and kind = 'balance'`,
  );
  return Number(rows[0]!.id);
};

describe('reconciliation reports a ledger that does not add up', () => {
  it('finds nothing wrong in a ledger moved only through the service', async () => {
    expect(await reconcile(t.db)).toMatchObject({
      ok: true,
      mismatched_accounts: 0,
      unbalanced_transactions: 0,
      global_sum: '0.00',
    });
  });

  it('reports a cached balance that no longer equals the sum of its entries', async () => {
    const account = await balanceAccountOf(memberId);
    await t.db.execute(
      sql`update ledger_accounts set balance_minor = balance_minor + 100 where id = ${account}`,
    );
    const report = await reconcile(t.db);
    console.log(`forged cached balance (+1.00): ${JSON.stringify(report)}`);
    expect(report).toMatchObject({
      ok: false,
      mismatched_accounts: 1,
      unbalanced_transactions: 0,
      global_sum: '0.00',
    });
    await t.db.execute(
      sql`update ledger_accounts set balance_minor = balance_minor - 100 where id = ${account}`,
    );
    expect((await reconcile(t.db)).ok).toBe(true);
  });

  it('reports a transaction whose entries do not sum to zero, and the ledger total it leaves', async () => {
    const account = await balanceAccountOf(memberId);
    await t.db.transaction(async (trx) => {
      await trx.execute(sql`alter table ledger_entries disable trigger ledger_entries_balanced`);
      await trx.execute(
        sql`insert into ledger_transactions (reason, idempotency_key) values ('forged', 'forged-unbalanced')`,
      );
      await trx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_minor)
        values (currval('ledger_transactions_id_seq'), ${account}, 250)`);
      await trx.execute(
        sql`update ledger_accounts set balance_minor = balance_minor + 250 where id = ${account}`,
      );
      await trx.execute(sql`alter table ledger_entries enable trigger ledger_entries_balanced`);
    });
    const report = await reconcile(t.db);
    console.log(`forged unbalanced transaction (+2.50 on one leg): ${JSON.stringify(report)}`);
    expect(report).toMatchObject({
      ok: false,
      unbalanced_transactions: 1,
      mismatched_accounts: 0,
      global_sum: '2.50',
    });
  });
});
