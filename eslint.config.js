import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import serverBoundaries from './scripts/eslint/server-boundaries.js';
import { consoleFeatureBoundaries, webFeatureBoundaries } from './scripts/eslint/web-boundaries.js';

const SERVER = 'apps/server/src';
/** The server's modules: every folder of apps/server/src/modules. */
const MODULES = readdirSync(new URL(`./${SERVER}/modules`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Tests and the setup files only tests import (`*-test-app.ts`, `*-test-kit.ts`). */
const TESTS = ['**/*.test.ts', '**/*-test-app.ts', '**/*-test-kit.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A module is reached from anywhere else in the server only through its index.ts.
    files: [`${SERVER}/**/*.ts`],
    ignores: TESTS,
    plugins: { boundaries: serverBoundaries },
    rules: { 'boundaries/module-entry': 'error' },
  },
  {
    // The platform and the database layer know no module (the seed, a db-level tool, is the
    // exception: it uses modules through their index.ts, see db/seed/seed-users.ts).
    files: [`${SERVER}/platform/**/*.ts`, `${SERVER}/db/**/*.ts`],
    ignores: [`${SERVER}/db/seed/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules/**'], message: 'platform/ and db/ must not import modules' },
          ],
        },
      ],
    },
  },
  {
    // A module's index.ts exports use cases, ports and types: never a repository or a table.
    files: [`${SERVER}/modules/*/index.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(ExportNamedDeclaration, ExportAllDeclaration)[source.value=/repository|db\\/schema/]',
          message: 'index.ts must not re-export a repository or a table.',
        },
        {
          selector: 'ExportSpecifier[exported.name=/(Repository|Table)$/]',
          message: 'index.ts must not export a repository or a table.',
        },
        {
          selector: 'ExportNamedDeclaration VariableDeclarator[id.name=/(Repository|Table)$/]',
          message: 'index.ts must not export a repository or a table.',
        },
      ],
    },
  },
  // A module writes and reads only its own tables: it imports db/schema/<m>.schema.ts and no other.
  ...MODULES.map((name) => ({
    files: [`${SERVER}/modules/${name}/**/*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema/*', `!**/db/schema/${name}.schema.ts`],
              message: `modules/${name} imports only db/schema/${name}.schema.ts; other data comes through the owner's index.ts.`,
            },
          ],
        },
      ],
    },
  })),
  ...webFeatureBoundaries,
  ...consoleFeatureBoundaries,
);
