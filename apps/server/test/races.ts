import { it } from 'vitest';
import { DB_KIND } from './test-app.ts';

type Body = () => Promise<void>;

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
let warned = false;

/**
 * A race test: concurrent requests must not break a rule (one winner, no lost money, no deadlock).
 * On PostgreSQL it runs for real. PGlite has one connection, so its transactions run one at a time
 * and nothing can race: there the body runs as a smoke test under a title that says so, the race
 * itself is reported as skipped, and a warning names what is not proven without TEST_DATABASE_URL.
 */
export function raceIt(name: string, body: Body, timeout?: number): void {
  if (DB_KIND === 'postgres') {
    it(`[race on PostgreSQL] ${name}`, body, timeout);
    return;
  }
  if (!hasPostgres && !warned) {
    warned = true;
    console.warn(
      'race tests need TEST_DATABASE_URL: on PGlite they run one transaction at a time, so no race is proven (smoke runs only)',
    );
  }
  it.skip(`[race: needs PostgreSQL] ${name}`, body);
  it(
    `[smoke on PGlite, not a race] ${name}`,
    async () => {
      if (!hasPostgres) console.warn(`race not proven on PGlite: ${name}`);
      await body();
    },
    timeout,
  );
}
