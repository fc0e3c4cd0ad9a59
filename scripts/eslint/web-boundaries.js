import { readdirSync } from 'node:fs';

// Web boundaries (issue #11): features never import each other; components/, lib/ and
// stores/ import no feature. Pages (and app/) may import features. One block per feature,
// generated from the folder names, for relative paths and the `@/` alias. No exceptions.
const webFeatures = readdirSync(new URL('../../apps/web/src/features', import.meta.url), {
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

export const webFeatureBoundaries = [
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
