import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { SettingsService } from '../settings/index.ts';
import type { MemberNotifier } from '../../platform/messages/notice-messages.ts';
import type { MemberCard, MemberDirectory } from '../identity/index.ts';

export type { MemberCard };

/** What the wallet needs from identity: a member's card, and the receiving member of a transfer. */
export interface WalletMembers extends MemberDirectory {
  /** A transfer's receiver by exact username or confirmed phone (never by id); null when there is none. */
  findReceiver(usernameOrPhone: string): Promise<MemberCard | null>;
  /** Cards of members by id, locked ones included (the admin's lists name every member). */
  cardsOf(ids: number[]): Promise<Map<number, MemberCard>>;
}

/** Tells a member about a wallet event (deposit credited, withdrawal decided, KYC decided). */
export type WalletNotifier = MemberNotifier<'notice'>;

/** What the wallet module is built with (wired in app-modules.ts); each use case picks its part. */
export interface WalletDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  members: WalletMembers;
  /** Stores and pushes a notice to a member, after the movement committed. */
  notify: WalletNotifier;
  /** Tells a member's open screens that their money or identity verification changed, after commit. */
  changed: ChangePort;
  log: FastifyBaseLogger;
  /** Shared secret of the chain watcher that signs deposit notices. */
  depositNoticeSecret: string;
  /**
   * A short-lived signed address of a stored file (identity photos for admins; '' when the path is
   * not a stored file).
   */
  fileUrl: (path: string) => string;
}
