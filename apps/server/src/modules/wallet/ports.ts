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
