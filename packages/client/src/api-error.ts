import type { FieldError } from '@cloudmall/contract';

export type ApiErrorKind =
  | 'business'
  | 'validation'
  | 'unauthorized'
  | 'http'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'contract';

/** A failed call, already turned into the text the member sees (`text`). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly text: string;
  readonly messageKey: string | undefined;
  readonly status: number | undefined;
  readonly fields: FieldError[];

  constructor(
    kind: ApiErrorKind,
    text: string,
    details: { messageKey?: string; status?: number; fields?: FieldError[] } = {},
  ) {
    super(details.messageKey ?? kind);
    this.name = 'ApiError';
    this.kind = kind;
    this.text = text;
    this.messageKey = details.messageKey;
    this.status = details.status;
    this.fields = details.fields ?? [];
  }
}

/** True for a business failure with the given message key (e.g. `account_not_registered`). */
export function isApiErrorKey(error: unknown, key: string): boolean {
  return error instanceof ApiError && error.messageKey === key;
}

/** Aborted calls are ignored silently (spec §7). */
export function isAbortError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'aborted';
}
