import fc from 'fast-check';

/** The seeds every CI run checks, so a red build is reproducible and a green one means the same runs passed. */
export const CI_SEEDS = [20_261_125, 7_340_031, 1_234_567] as const;

export interface PropertyPlan {
  seed: number;
  numRuns: number;
  /** fast-check's path to one failing case, to replay it without the runs before it. */
  path?: string;
}

/** CI=true (or PROPERTY_FIXED_SEEDS=1, which .ci/run sets without turning on CI behaviour elsewhere). */
const inCi = () =>
  ['true', '1'].includes(process.env.CI ?? '') || process.env.PROPERTY_FIXED_SEEDS === '1';

/**
 * Which runs a property test makes: PROPERTY_SEED (and PROPERTY_PATH) replay one; in CI the fixed
 * seeds share the runs; locally one random seed, printed so a failure can be replayed.
 */
export function propertyPlans(defaultRuns: number): PropertyPlan[] {
  const numRuns = Number(process.env.PROPERTY_RUNS ?? defaultRuns);
  if (process.env.PROPERTY_SEED)
    return [{ seed: Number(process.env.PROPERTY_SEED), numRuns, path: process.env.PROPERTY_PATH }];
  if (inCi())
    return CI_SEEDS.map((seed) => ({
      seed,
      numRuns: Math.max(1, Math.ceil(numRuns / CI_SEEDS.length)),
    }));
  return [{ seed: Date.now() % 2_147_483_647, numRuns }];
}

/** Checks an async property under one plan; on failure prints the seed and path that replay it, then fails with fast-check's report. */
export async function checkPlan<T>(
  name: string,
  property: fc.IAsyncProperty<T>,
  plan: PropertyPlan,
  options: { endOnFailure?: boolean } = {},
): Promise<void> {
  const details = await fc.check(property, {
    seed: plan.seed,
    numRuns: plan.numRuns,
    endOnFailure: options.endOnFailure ?? true,
    ...(plan.path ? { path: plan.path } : {}),
  });
  if (!details.failed) return;
  const replay = `PROPERTY_SEED=${details.seed} PROPERTY_PATH=${details.counterexamplePath ?? ''}`;
  console.error(`${name} failed: replay with ${replay}`);
  const cause = details.errorInstance;
  const reason = cause instanceof Error ? cause.message : String(cause);
  throw new Error(
    `${name} failed (${replay}): ${reason}\n${await fc.asyncDefaultReportMessage(details)}`,
    { cause },
  );
}
