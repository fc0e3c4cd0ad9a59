import type { Envelope } from '@cloudmall/contract';

/** Wraps `data` in the protocol envelope `{ code, msg, time, data }`. */
export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, time: Math.floor(Date.now() / 1000), data };
}

export const success = <T>(data: T, msg = 'ok'): Envelope<T> => envelope(1, msg, data);
