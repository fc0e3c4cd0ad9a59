import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { member, platform } from './ledger-accounts.ts';
import { debit } from './ledger-operations.ts';
import { post } from './ledger.service.ts';

useTestApp();

describe('ledger guards in the database', () => {
  it('refuses to change or delete entries and transactions', async () => {
    await expect(
      t.db.execute(sql`update ledger_entries set amount_minor = amount_minor + 1`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate ledger_entries cascade`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
  });

  it('refuses at commit a transaction whose entries do not sum to zero', async () => {
    const attempt = inTransaction(t.db, async (trx) => {
      await trx.execute(
        sql`insert into ledger_transactions (reason, idempotency_key) values ('forged', 'forged-1')`,
      );
      await trx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_minor)
        select currval('ledger_transactions_id_seq'), id, 500 from ledger_accounts limit 1`);
    });
    await expect(attempt).rejects.toThrow();
    const rows = (await t.db.execute(
      sql`select count(*)::int as n from ledger_transactions where reason = 'forged'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('refuses a member balance below zero, even through the service', async () => {
    const attempt = inTransaction(t.db, (trx) =>
      debit(trx, {
        reason: 'payment',
        idempotencyKey: 'overdraw-1',
        userId: 1,
        amountMinor: 100_000_000n,
        to: 'shop_settlement',
      }),
    );
    await expect(attempt).rejects.toMatchObject({ key: 'insufficient_balance' });
  });

  it('refuses legs that do not balance before touching the database', async () => {
    const attempt = inTransaction(t.db, (trx) =>
      post(trx, {
        reason: 'payment',
        idempotencyKey: 'lopsided-1',
        legs: [
          { account: member(1, 'balance'), amountMinor: 5n },
          { account: platform('promotions'), amountMinor: -4n },
        ],
      }),
    );
    await expect(attempt).rejects.toThrow(/sum to 1, not 0/);
  });
});
