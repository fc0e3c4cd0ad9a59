import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('locales', () => {
  it('have the same keys in every language, no empty text, and every contract message key', () => {
    const output = execFileSync(process.execPath, ['scripts/i18n-check.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(output).toContain('i18n-check: OK');
  });
});
