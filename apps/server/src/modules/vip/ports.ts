import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { MemberNotifier } from '../../platform/messages/notice-messages.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';

/** Stores and pushes a notice to a member (chat's notify port, after commit). */
export type VipNotifier = MemberNotifier<'notice'>;

/** A paid order as the spend counter reads it (the orders module's `onPaid` event). */
export interface PaidOrder {
  id: number;
  userId: number;
  priceMinor: bigint;
}

/** What the VIP module is built with (wired in app-modules.ts); each use case picks its part. */
export interface VipDeps {
  db: Db;
  clock: Clock;
  /** Tells the member's open screens that the level (and, on a purchase, the balance) changed. */
  changed: ChangePort;
  notify: VipNotifier;
  log: FastifyBaseLogger;
}
