import type { FieldError, MessageKey } from '@cloudmall/contract';

/**
 * A failure the client is meant to see: `msg` is a stable message key the client translates.
 * Business failures answer HTTP 200 with code 0 (spec §8); auth failures 401/403 with the same code.
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly httpStatus: number = 200,
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'AppError';
  }

  get code(): number {
    return this.httpStatus === 401 || this.httpStatus === 403 ? this.httpStatus : 0;
  }
}

export const unauthorized = (): AppError => new AppError('unauthorized', 401);
export const forbidden = (): AppError => new AppError('forbidden', 403);
export const notFound = (): AppError => new AppError('not_found', 404);

/**
 * A validation failure naming each field with a field key (code 0): HTTP 400, or 200 on protocol
 * routes, whose client shows `msg` only for 200, 401 and 403.
 */
export const validationFailed = (fields: FieldError[], httpStatus = 400): AppError =>
  new AppError('validation_failed', httpStatus, { fields });
