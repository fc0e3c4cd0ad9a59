import { walletRoutes } from '@cloudmall/contract/wallet';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DB_KIND, type TestApp } from '../../test/test-app.ts';
import { balanceOf, fund, key, newMember } from '../../test/wallet-helpers.ts';
import { isConnectionLost } from './transaction.ts';

describe('what counts as a lost connection', () => {
  it('recognises terminated backends and broken links, not refusals of the SQL', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003'])
      expect(isConnectionLost({ code }), code).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('wrapped', { cause: { code: '57P01' } }))).toBe(true);
    for (const code of ['23505', '23503', '40001', '22P02'])
      expect(isConnectionLost({ code }), code).toBe(false);
  });
});

// Terminating a backend needs a PostgreSQL server (PGlite has a single in-process connection).
describe.skipIf(DB_KIND !== 'postgres')(
  'a keyed money operation whose connection is terminated',
  () => {
    let t: TestApp;
    let locker: pg.Client;
    let database = '';
    beforeAll(async () => {
      t = await createTestApp();
      const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: Array<{ name: string }>;
      };
      database = String(result.rows[0]?.name);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${database}`;
      locker = new pg.Client({ connectionString: url.toString() });
      await locker.connect();
    });
    afterAll(async () => {
      await locker?.end();
      await t?.close();
    });

    /** The backend of our database that waits on a lock, once it does. */
    async function waitingBackend(): Promise<number> {
      for (let tries = 0; tries < 200; tries += 1) {
        const { rows } = await locker.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
          [database],
        );
        if (rows[0]) return rows[0].pid;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the transfer never waited on the lock');
    }

    it('is run once more on a new connection: the member gets the answer, and the money moves once', async () => {
      const payer = await newMember(t, 'lostpayer');
      await newMember(t, 'lostpayee');
      await fund(t, payer.id, 10_000n);
      const idempotencyKey = key();
      // Hold the ledger so the transfer stops mid-way (its idempotency key already claimed), then kill it.
      await locker.query('begin');
      await locker.query('lock table ledger_transactions in exclusive mode');
      const started = performance.now();
      const pending = call(
        t,
        walletRoutes.transfer,
        { to: 'lostpayee', amount: '12.34', idempotency_key: idempotencyKey },
        payer.token,
      );
      const pid = await waitingBackend();
      const terminated = (
        await locker.query<{ ok: boolean }>('select pg_terminate_backend($1) as ok', [pid])
      ).rows[0]?.ok;
      await locker.query('rollback');
      const { status, body } = await pending;
      const ms = Math.round(performance.now() - started);
      const replay = await call(
        t,
        walletRoutes.transfer,
        { to: 'lostpayee', amount: '12.34', idempotency_key: idempotencyKey },
        payer.token,
      );
      const counts = (
        (await t.db.execute(sql`select
        (select count(*) from ledger_transactions where reason = 'transfer')::int as transfers,
        (select count(*) from idempotency_keys where scope = 'wallet.transfer')::int as keys`)) as unknown as {
          rows: Array<{ transfers: number; keys: number }>;
        }
      ).rows[0];
      const balance = await balanceOf(t, payer.token);
      console.log(
        `backend ${pid} terminated mid-transfer: ${terminated}; answer ${status} code ${body.code} ${body.msg || ''} after ${ms} ms; ` +
          `replay code ${replay.body.code} same id ${replay.body.data?.id === body.data?.id}; transfers ${counts?.transfers}, keys ${counts?.keys}, payer balance 100.00 → ${balance}`,
      );
      expect(terminated).toBe(true);
      expect({ status, code: body.code }).toEqual({ status: 200, code: 1 });
      expect(replay.body.data).toEqual(body.data);
      expect(counts).toEqual({ transfers: 1, keys: 1 });
      expect(balance).toBe('87.66');
    });
  },
);
