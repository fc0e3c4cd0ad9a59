import type { ChangePush } from '@cloudmall/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from './realtime.ts';

/**
 * Tells one member that something of theirs changed (`order_changed`, `refund_changed`,
 * `wallet_changed`, `kyc_changed`), so their open screens reload it. Call it after the change
 * committed; it never throws: a lost push is logged and the screen catches up on its next load.
 */
export type ChangePort = (userId: number, push: ChangePush) => void;

export function createChangePort(
  realtime: Pick<Realtime, 'pushToUser'>,
  log: FastifyBaseLogger,
): ChangePort {
  return (userId, push) => {
    realtime
      .pushToUser(userId, push)
      .catch((error: unknown) =>
        log.warn({ err: error, userId, push: push.type }, 'change push failed'),
      );
  };
}

/** A port that pushes nothing (module tests that do not wire realtime). */
export const noChangePush: ChangePort = () => undefined;
