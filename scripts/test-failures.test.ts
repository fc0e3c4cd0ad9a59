import { describe, expect, it } from 'vitest';
import {
  failureSummary,
  firstLines,
  playwrightFailures,
  vitestFailures,
} from './test-failures.mjs';

describe('the failures the test summary repeats at the end of a run', () => {
  it('keeps the first lines of an error, without colour codes or blank lines', () => {
    const text =
      '\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 1\n' +
      'x\n'.repeat(20);
    expect(firstLines(text)).toEqual([
      'Error: expect(received).toBe(expected)',
      'Expected: 1',
      ...Array(6).fill('x'),
    ]);
  });

  it('lists a Playwright test whose last attempt failed, and not one that passed on retry', () => {
    const report = {
      suites: [
        {
          title: 'console/merchant.spec.ts',
          specs: [
            {
              title: 'a merchant ships',
              tests: [
                {
                  projectName: 'console',
                  results: [
                    { status: 'failed', error: { message: 'first try' } },
                    {
                      status: 'timedOut',
                      error: { message: 'Test timeout of 120000ms exceeded.' },
                    },
                  ],
                },
              ],
            },
            {
              title: 'a flaky one',
              tests: [
                { projectName: 'console', results: [{ status: 'failed' }, { status: 'passed' }] },
              ],
            },
          ],
          suites: [
            {
              title: 'in Chinese',
              specs: [
                {
                  title: 'a title',
                  tests: [
                    {
                      projectName: 'app',
                      results: [{ status: 'failed', errors: [{ message: 'nested' }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failureSummary(playwrightFailures(report))).toEqual([
      'FAILED [console] console/merchant.spec.ts › a merchant ships',
      '    Test timeout of 120000ms exceeded.',
      'FAILED [app] console/merchant.spec.ts › in Chinese › a title',
      '    nested',
    ]);
  });

  it('lists a failed Vitest test with its file and message', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/apps/server/src/a.test.ts`,
          assertionResults: [
            { status: 'passed', fullName: 'fine', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'wallet never goes negative',
              failureMessages: ['AssertionError: -1 >= 0'],
            },
          ],
        },
      ],
    };
    expect(failureSummary(vitestFailures(report))).toEqual([
      'FAILED apps/server/src/a.test.ts › wallet never goes negative',
      '    AssertionError: -1 >= 0',
    ]);
  });

  it('lists a Vitest file that failed in a hook, its tests skipped', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/apps/server/src/b.int.test.ts`,
          status: 'failed',
          message: 'login failed for demo: security_check_unavailable',
          assertionResults: [{ status: 'skipped', fullName: 'a claim', failureMessages: [] }],
        },
      ],
    };
    expect(failureSummary(vitestFailures(report))).toEqual([
      'FAILED apps/server/src/b.int.test.ts (the file failed outside its tests)',
      '    login failed for demo: security_check_unavailable',
    ]);
  });

  it('prints nothing when nothing failed or a report is missing', () => {
    expect(failureSummary([...vitestFailures(null), ...playwrightFailures(undefined)])).toEqual([]);
  });
});
