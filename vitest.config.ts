import { defineConfig } from 'vitest/config';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Integration tests through app.inject, on one database kind (TEST_DB_KIND). */
function integrationProject(name: string, dbKind: 'pglite' | 'postgres') {
  return {
    test: {
      name,
      include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
      environment: 'node',
      env: { TEST_DB_KIND: dbKind },
      testTimeout: 60_000,
      hookTimeout: 120_000,
      pool: 'forks' as const,
    },
  };
}

// Five projects: fast unit tests (server, contract, client), web and console components in jsdom, and integration tests
// through app.inject on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contract/src/**/*.test.ts',
            'packages/client/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'console',
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/console/src/testing/setup.ts'],
          // antd renders slowly in jsdom on a shared machine
          testTimeout: 30_000,
        },
      },
      integrationProject('int-pglite', 'pglite'),
      ...(hasPostgres ? [integrationProject('int-pg', 'postgres')] : []),
    ],
  },
});
