import type { RouteDefinition } from '@cloudmall/contract';

type Schema = RouteDefinition['input'];

/**
 * Checks a whole form with a contract schema: the first problem of each field as `errors:<key>`,
 * so the client says what the server would. Empty when the input is valid.
 */
export function schemaErrors<Field extends string>(
  schema: Schema,
  input: Record<Field, unknown>,
): Partial<Record<Field, string>> {
  const result = schema.safeParse(input);
  const found: Partial<Record<Field, string>> = {};
  if (result.success) return found;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (field in input && !found[field]) found[field] = `errors:${issue.message}`;
  }
  return found;
}
