import { existsSync, readdirSync } from 'node:fs';

// Web and console boundaries (issues #11, #14): features never import each other; components/ and
// lib/ (and the web's stores/) import no feature. Pages and app/ may import features. One block per
// feature, generated from the folder names, for relative paths and the `@/` alias. No exceptions.
const featuresOf = (app) => {
  const dir = new URL(`../../apps/${app}/src/features`, import.meta.url);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
};

/** Relative paths from a file `depth` folders inside its feature up to features/<other>. */
const FEATURE_DEPTHS = [1, 2, 3, 4, 5];
const otherFeatureImports = (features, feature, depth) =>
  features
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
      message: `features/${feature} must not import features/${other}: move the shared piece to components/ or lib/`,
    }))
    .concat({
      group: ['**/pages', '**/pages/**', '**/app', '**/app/**'],
      message: `features/${feature} imports no page and nothing of app/: pages compose features`,
    });

const boundariesOf = (app, sharedFolders) => {
  const features = featuresOf(app);
  return [
    ...features.flatMap((feature) =>
      FEATURE_DEPTHS.map((depth) => ({
        files: [`apps/${app}/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: otherFeatureImports(features, feature, depth) },
          ],
        },
      })),
    ),
    {
      files: sharedFolders.map((folder) => `apps/${app}/src/${folder}/**/*.{ts,tsx}`),
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
                message: `${sharedFolders.join('/, ')}/ import no feature, no page and nothing of app/`,
              },
            ],
          },
        ],
      },
    },
  ];
};

export const webFeatureBoundaries = boundariesOf('web', ['components', 'lib', 'stores']);
export const consoleFeatureBoundaries = boundariesOf('console', ['components', 'lib']);
