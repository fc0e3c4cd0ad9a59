import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MemberNotifier } from '../../platform/messages/notice-messages.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';

/** What the shop application needs from other modules (wired in app-modules.ts). */
export interface ShopApplyDeps {
  db: Db;
  clock: Clock;
  notify: MemberNotifier<'notice'>;
  changed: ChangePort;
  log: FastifyBaseLogger;
  /** A short-lived signed address of a stored photo (`createFileSigner`). */
  fileUrl: (path: string) => string;
  /** Usernames of members, and a member by id or username (identity `account`). */
  members: {
    cardsOf(ids: number[]): Promise<Map<number, { username: string }>>;
    findMember(idOrUsername: string): Promise<{ id: number } | null>;
  };
  /** Shops inside the caller's transaction (catalog `shopOpening`). */
  shops: {
    ownsShop(db: Db, userId: number): Promise<boolean>;
    nameTaken(db: Db, shopname: string): Promise<boolean>;
    open(db: Db, shop: { userId: number; shopname: string }): Promise<number>;
  };
  /** Grants a console role inside the caller's transaction (identity `grantMemberRole`). */
  grantMerchant(db: Db, userId: number, grantedBy: number): Promise<void>;
}
