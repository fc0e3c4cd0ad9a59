// The failures of a `npm test` run, read from the runners' JSON reports, in a few lines each: the
// summary repeats them at the end of the output, where a CI log that keeps only its tail shows them.

// Colour codes: ESC, '[', parameters, 'm' (built from a string: the lint forbids control characters in literals).
const ANSI = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');
const LINES_PER_FAILURE = 8;

/** The first lines of an error text, without colour codes or blank lines. */
export function firstLines(text, count = LINES_PER_FAILURE) {
  return String(text ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, count);
}

/** Vitest's failed tests, and files that failed outside a test (a hook, an import): `{ title, lines }` each. */
export function vitestFailures(report) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const path = file.name.replace(process.cwd() + '/', '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push({
        title: `${path} › ${test.fullName}`,
        lines: firstLines((test.failureMessages ?? []).join('\n')),
      });
    if (file.status === 'failed' && failed.length === 0)
      failures.push({
        title: `${path} (the file failed outside its tests)`,
        lines: firstLines(file.message),
      });
  }
  return failures;
}

/** Playwright's tests whose final result failed (a retry that passed is not a failure): `{ title, lines }` each. */
export function playwrightFailures(report) {
  const failures = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (!last || !['failed', 'timedOut', 'interrupted'].includes(last.status)) continue;
        failures.push({
          title: `[${test.projectName}] ${[...path, spec.title].join(' › ')}`,
          lines: firstLines(last.error?.message ?? last.errors?.[0]?.message ?? last.status),
        });
      }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, [suite.title]);
  return failures;
}

/** The lines the summary prints for the failures (none when nothing failed). */
export function failureSummary(failures) {
  return failures.flatMap(({ title, lines }) => [
    `FAILED ${title}`,
    ...lines.map((line) => `    ${line}`),
  ]);
}
