import { describe, expect, it } from 'vitest';
import {
  appOf,
  contractEntries,
  countLines,
  crossImport,
  findCycles,
  importSpecifiers,
  parseDuplicates,
  percentile,
  resolveImport,
  sourceFiles,
} from './stats.mjs';

describe('stats script', () => {
  it('counts only .ts/.tsx/.css sources, leaving out video segments and migrations', () => {
    const files = sourceFiles([
      'apps/server/src/app.ts',
      'apps/server/assets/live/seg-001.ts',
      'apps/server/src/db/migrations/meta/_journal.json',
      'apps/server/src/db/migrations/0001_init.ts',
      'apps/web/src/x.module.css',
      'apps/web/src/page.tsx',
      'README.md',
    ]);
    expect(files).toEqual([
      'apps/server/src/app.ts',
      'apps/web/src/x.module.css',
      'apps/web/src/page.tsx',
    ]);
    expect(appOf('packages/contract/src/index.ts')).toBe('packages/contract');
    expect(appOf('scripts/stats.mjs')).toBeNull();
  });

  it('counts lines as wc -l does for files ending in a newline', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('a\nb')).toBe(2);
  });

  it('takes nearest-rank percentiles', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile([], 90)).toBe(0);
  });

  it('finds static, type-only, re-exported, side-effect, dynamic and CSS imports', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type {\n  B,\n} from '../b';",
      "export * from './c.ts';",
      "import './d.css';",
      "const e = await import('./e.ts');",
      "@import './f.css';",
    ].join('\n');
    expect(importSpecifiers(text).sort()).toEqual(
      ['../b', './a.ts', './c.ts', './d.css', './e.ts', './f.css'].sort(),
    );
  });

  it('resolves relative paths, extensionless paths, index files, the @/ alias and the contract', () => {
    const known = new Set([
      'apps/web/src/lib/a.ts',
      'apps/web/src/lib/b/index.tsx',
      'packages/contract/src/orders/index.ts',
    ]);
    const contract = contractEntries({
      exports: { '.': './src/index.ts', './orders': './src/orders/index.ts' },
    });
    expect(contract['@cloudmall/contract']).toBe('packages/contract/src/index.ts');
    const from = 'apps/web/src/features/x/y.ts';
    expect(resolveImport(from, '../../lib/a', known, contract)).toBe('apps/web/src/lib/a.ts');
    expect(resolveImport(from, '../../lib/a.ts', known, contract)).toBe('apps/web/src/lib/a.ts');
    expect(resolveImport(from, '@/lib/b', known, contract)).toBe('apps/web/src/lib/b/index.tsx');
    expect(resolveImport(from, '@cloudmall/contract/orders', known, contract)).toBe(
      'packages/contract/src/orders/index.ts',
    );
    expect(resolveImport(from, 'react', known, contract)).toBeNull();
  });

  it('reports every cycle of the import graph, self-imports included', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(findCycles(new Map([['a', ['b']]]))).toEqual([]);
  });

  it('flags imports past another server module index.ts and imports between web features', () => {
    const m = 'apps/server/src/modules';
    expect(crossImport(`${m}/orders/x.ts`, `${m}/catalog/index.ts`)).toBeNull();
    expect(crossImport(`${m}/orders/x.ts`, `${m}/catalog/catalog.repository.ts`)).toBe('server');
    expect(crossImport(`${m}/orders/x.ts`, `${m}/orders/y.ts`)).toBeNull();
    const f = 'apps/web/src/features';
    expect(crossImport(`${f}/groups/a.tsx`, `${f}/catalog/b.tsx`)).toBe('web');
    expect(crossImport(`${f}/groups/a.tsx`, 'apps/web/src/lib/c.ts')).toBeNull();
  });

  it('reads the pair count from the duplicates tool first line', () => {
    expect(parseDuplicates('777 pairs of places (1209 files read), each ...\nD1 a ~ b')).toBe(777);
    expect(parseDuplicates('no duplicates (12 files read)')).toBe(0);
    expect(parseDuplicates('something else')).toBeNull();
  });
});
