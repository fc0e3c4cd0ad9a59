import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MemberNotifier } from '../../platform/messages/notice-messages.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';

/** Something a complaint names, as it was found: its display name and the member who owns it. */
export interface ComplaintTargetFound {
  name: string;
  ownerId: number;
}

/**
 * What the desk asks of others: identity (a member by id or username, names of members) and
 * catalog (an on-sale goods item, a shop, the shop a member owns).
 */
export interface ServiceDeskLookups {
  member(id: number): Promise<ComplaintTargetFound | null>;
  goods(id: number): Promise<ComplaintTargetFound | null>;
  shop(id: number): Promise<ComplaintTargetFound | null>;
  findMemberId(ref: string): Promise<number | null>;
  usernames(ids: number[]): Promise<Map<number, string>>;
  shopOfUser(userId: number): Promise<{ id: number } | null>;
}

export interface ServiceDeskDeps {
  db: Db;
  clock: Clock;
  notify: MemberNotifier<'notice'>;
  changed: ChangePort;
  log: FastifyBaseLogger;
  lookups: ServiceDeskLookups;
}
