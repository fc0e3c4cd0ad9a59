import { ApiError } from '@cloudmall/client';

/**
 * Turns a failed call into field errors (translation keys) when it names fields of the form:
 * validation answers by field, and business keys the form shows beside a field (`byMessage`).
 * Answers undefined when the failure belongs in a toast.
 */
export function fieldErrorsFrom<Field extends string>(
  error: unknown,
  byField: Partial<Record<string, Field>>,
  byMessage: Partial<Record<string, Field>> = {},
): Partial<Record<Field, string>> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const found: Partial<Record<Field, string>> = {};
  if (error.kind === 'validation') {
    for (const item of error.fields) {
      const field = byField[item.field];
      if (field && !found[field]) found[field] = `errors:${item.key}`;
    }
  } else if (error.kind === 'business' && error.messageKey) {
    const field = byMessage[error.messageKey];
    if (field) found[field] = `errors:${error.messageKey}`;
  }
  return Object.keys(found).length > 0 ? found : undefined;
}
