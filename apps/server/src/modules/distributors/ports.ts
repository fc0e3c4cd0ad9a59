import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MemberNotifier } from '../../platform/messages/notice-messages.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { MemberCard } from '../identity/index.ts';
import type { SettingsService } from '../settings/index.ts';

/** Stores and pushes a notice to a member (chat's notify port, after commit). */
export type DistributorNotifier = MemberNotifier<'notice'>;

/** Members' usernames by id (identity's `account.cardsOf`). */
export interface DistributorMembers {
  cardsOf(ids: number[]): Promise<Map<number, MemberCard>>;
}

/** What the distributors module is built with (wired in app-modules.ts). */
export interface DistributorsDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  changed: ChangePort;
  notify: DistributorNotifier;
  members: DistributorMembers;
  /** The member's balance after a redemption. */
  balanceOf: (userId: number) => Promise<bigint>;
  log: FastifyBaseLogger;
}
