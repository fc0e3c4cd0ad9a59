import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import './zod-jitless';

afterEach(() => vi.restoreAllMocks());

describe('validation under the Content-Security-Policy', () => {
  it('parses objects without evaluating strings as code (the CSP forbids eval)', () => {
    const evaluate = vi.spyOn(globalThis, 'Function');
    const parsed = z
      .object({ id: z.number(), title: z.string() })
      .parse({ id: 1, title: 'Cloud Phone X1' });
    expect(parsed.title).toBe('Cloud Phone X1');
    expect(evaluate).not.toHaveBeenCalled();
  });
});
