import type { FieldError } from '@cloudmall/contract';
import { FIELD_KEYS } from '@cloudmall/contract';
import type { z } from 'zod';

const known = new Set<string>(FIELD_KEYS);

/** Turns zod issues into `{field, key}` pairs; messages that are not field keys become generic ones. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => {
    const field =
      issue.path.map(String).join('.') ||
      (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '');
    if (known.has(issue.message)) return { field, key: issue.message };
    if (issue.code === 'invalid_type' && issue.input === undefined)
      return { field, key: 'required' };
    if (issue.code === 'too_big') return { field, key: 'too_long' };
    if (issue.code === 'invalid_type') return { field, key: 'invalid_type' };
    return { field, key: 'invalid_value' };
  });
}
