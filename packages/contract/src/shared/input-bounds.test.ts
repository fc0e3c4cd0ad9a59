import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineRoute } from './define-route.ts';
import { IdSchema, nulPath, PG_INTEGER_MAX } from './input-bounds.ts';

describe('input bounds every route shares', () => {
  it('an id is a whole number from 1 to PostgreSQL integer maximum', () => {
    expect(IdSchema.safeParse(String(PG_INTEGER_MAX)).success).toBe(true);
    for (const bad of [0, -1, 1.5, PG_INTEGER_MAX + 1, 99_999_999_999])
      expect(IdSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('finds NUL in any text of an input, in values and keys, at any depth', () => {
    expect(nulPath({ a: 'ok', list: [{ text: 'x\u0000' }] })).toEqual(['list', 0, 'text']);
    expect(nulPath({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(nulPath({ a: 'ok', n: 1, b: [true, null] })).toBeNull();
  });

  it('a route refuses NUL in its text input even when its own schema would accept it', () => {
    const route = defineRoute({
      method: 'POST',
      path: '/t',
      auth: 'none',
      input: z.object({ note: z.string() }),
      output: z.null(),
      errors: [],
      summary: 't',
    });
    const result = route.input.safeParse({ note: 'a\u0000b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['note'], message: 'invalid_value' });
    expect(route.input.safeParse({ note: 'fine' }).success).toBe(true);
  });
});
