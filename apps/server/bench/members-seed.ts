/**
 * Grows the demo database to `members` members, each with one live app session (token
 * `benchTokenOf(n)`) and a balance booked through the ledger (one balanced transaction), in one SQL
 * statement per table (seconds for 100k).
 */
import type pg from 'pg';

/** The token of the n-th bench member's session (1-based); its SHA-256 is what the table holds. */
export const benchTokenOf = (n: number): string => `bench-member-token-${n}`;

export async function growMembers(client: pg.Client, members: number): Promise<number> {
  await client.query('begin');
  const inserted = await client.query(
    `insert into users (username, nickname, password_hash, invite_code, parent_id, status)
     select 'bench' || s.n, 'Bench ' || s.n, u.password_hash, 'BM' || s.n, u.id, 'normal'
     from generate_series(1, $1::int) s(n), (select id, password_hash from users where username = 'demo') u`,
    [members],
  );
  await client.query(
    `insert into user_sessions (user_id, token_hash, kind, expires_at)
     select id, encode(sha256(convert_to('bench-member-token-' || substr(username, 6), 'UTF8')), 'hex'), 'app', now() + interval '30 days'
     from users where username ~ '^bench[0-9]+$'`,
  );
  await client.query(
    `insert into ledger_accounts (user_id, kind, cached, balance_minor)
     select id, 'balance', true, 100 + (id * 7919) % 100000 from users where username ~ '^bench[0-9]+$'
     on conflict do nothing`,
  );
  await client.query(
    `insert into ledger_accounts (user_id, kind, cached, allow_negative) values (null, 'adjustments', false, true)
     on conflict do nothing`,
  );
  // One balanced transaction per member (the ledger's deferred check sums each transaction's entries).
  await client.query(
    `insert into ledger_transactions (reason, reference, memo, idempotency_key)
     select 'adjustment', a.id::text, 'bench seed', 'bench-seed-' || a.id
     from ledger_accounts a join users u on u.id = a.user_id
     where a.kind = 'balance' and u.username ~ '^bench[0-9]+$'`,
  );
  await client.query(
    `insert into ledger_entries (transaction_id, account_id, amount_minor, balance_after_minor)
     select t.id, a.id, a.balance_minor, a.balance_minor
     from ledger_transactions t join ledger_accounts a on a.id = t.reference::int
     where t.idempotency_key like 'bench-seed-%'`,
  );
  await client.query(
    `insert into ledger_entries (transaction_id, account_id, amount_minor)
     select t.id, p.id, -a.balance_minor
     from ledger_transactions t join ledger_accounts a on a.id = t.reference::int,
          (select id from ledger_accounts where user_id is null and kind = 'adjustments') p
     where t.idempotency_key like 'bench-seed-%'`,
  );
  await client.query('commit');
  await client.query('analyze');
  return inserted.rowCount ?? 0;
}
