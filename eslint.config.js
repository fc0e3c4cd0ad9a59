import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// ---- Web boundaries (issue #11): features never import each other; components/, lib/ and
// stores/ import no feature. Pages (and app/) may import features. One block per feature,
// generated from the folder names, for relative paths and the `@/` alias. No exceptions.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Relative paths from a file `depth` folders inside its feature up to features/<other>. */
const FEATURE_DEPTHS = [1, 2, 3, 4, 5];
const otherFeatureImports = (feature, depth) =>
  webFeatures
    .filter((other) => other !== feature)
    .map((other) => ({
      group: [
        `${'../'.repeat(depth)}${other}`,
        `${'../'.repeat(depth)}${other}/**`,
        `**/features/${other}`,
        `**/features/${other}/**`,
        `@/features/${other}`,
        `@/features/${other}/**`,
      ],
      message: `features/${feature} must not import features/${other}: move the shared piece to components/, lib/ or stores/`,
    }))
    .concat({
      group: ['**/pages', '**/pages/**', '**/app', '**/app/**'],
      message: `features/${feature} imports no page and nothing of app/: pages compose features`,
    });

const webFeatureBoundaries = [
  ...webFeatures.flatMap((feature) =>
    FEATURE_DEPTHS.map((depth) => ({
      files: [`apps/web/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns: otherFeatureImports(feature, depth) }],
      },
    })),
  ),
  {
    files: [
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/stores/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/features',
                '**/features/**',
                '@/features/**',
                '**/pages',
                '**/pages/**',
                '@/pages/**',
                '**/app',
                '**/app/**',
              ],
              message:
                'components/, lib/ and stores/ import no feature, no page and nothing of app/',
            },
          ],
        },
      ],
    },
  },
];
// ---- end of web boundaries

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
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Modules talk to each other only through index.ts; the platform knows no module.
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'platform/ must not import modules' }] },
      ],
    },
  },
  ...webFeatureBoundaries,
);
