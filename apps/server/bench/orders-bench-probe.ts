/**
 * What the orders benchmark measures besides time: statements sent to PostgreSQL (every
 * `pg.Client#query` of this process, BEGIN/COMMIT included), and how often the server's backends
 * of the bench database were waiting on a lock (pg_stat_activity sampled while the checkouts run).
 */
import pg from 'pg';

let statements = 0;
let installed = false;
/** When set, the text of each statement is appended (BENCH_TRACE: one checkout's statements printed). */
let trace: string[] | undefined;

/** Starts (or stops, answering what was recorded) keeping the text of each statement sent. */
export function traceStatements(on: boolean): string[] {
  const recorded = trace ?? [];
  trace = on ? [] : undefined;
  return recorded;
}

/** Counts every statement a node-postgres client of this process sends (install once, before use). */
export function countStatements(): () => number {
  if (!installed) {
    installed = true;
    const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
      statements += 1;
      if (trace) {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
        trace.push(String(text).replace(/\s+/g, ' ').slice(0, 110));
      }
      return original.apply(this, args);
    } as typeof pg.Client.prototype.query;
  }
  return () => statements;
}

export interface LockSampler {
  /** Samples taken, backend-samples active (running or waiting), of which waiting on a lock. */
  stop(): Promise<{
    samples: number;
    active: number;
    lockWaits: number;
    /** Lock waits by wait event and the waiting statement's start, most frequent first. */
    waitedBy: Array<[string, number]>;
  }>;
}

/** Samples the bench database's backends every `everyMs`: how many run a statement, how many wait on a lock. */
export async function sampleLockWaits(url: string, everyMs = 10): Promise<LockSampler> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Another process may terminate backends of this server: the sampler then stops, the run goes on.
  client.on('error', () => undefined);
  const database = new URL(url).pathname.slice(1);
  let samples = 0;
  let active = 0;
  let lockWaits = 0;
  let running = true;
  const waitedBy = new Map<string, number>();
  const loop = (async () => {
    while (running) {
      try {
        const { rows } = await client.query<{ active: number; lock: number }>(
          `select count(*) filter (where state = 'active')::int as active,
                count(*) filter (where state = 'active' and wait_event_type = 'Lock')::int as lock
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [database],
        );
        const waiting = await client.query<{ what: string; n: number }>(
          `select wait_event || ': ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 70) as what, count(*)::int as n
           from pg_stat_activity where datname = $1 and state = 'active' and wait_event_type = 'Lock'
          group by 1`,
          [database],
        );
        for (const { what, n } of waiting.rows) waitedBy.set(what, (waitedBy.get(what) ?? 0) + n);
        samples += 1;
        active += rows[0]!.active;
        lockWaits += rows[0]!.lock;
      } catch {
        running = false;
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end().catch(() => undefined);
      const sorted = [...waitedBy].sort((a, b) => b[1] - a[1]);
      return { samples, active, lockWaits, waitedBy: sorted };
    },
  };
}
