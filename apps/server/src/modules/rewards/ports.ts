import type { Page } from '@cloudmall/contract';
import type { IncomeHold } from '@cloudmall/contract/rewards';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MemberNotifier } from '../../platform/messages/notice-messages.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { MemberCard, MemberDirectory } from '../identity/index.ts';
import type { HeldCreditInput, HoldState } from '../wallet/index.ts';
import type { PageQuery } from '../../platform/http/paging.ts';

/** Members by id or username, and cards of many (the console's list names each member). */
export interface RewardMembers extends MemberDirectory {
  cardsOf(ids: number[]): Promise<Map<number, MemberCard>>;
}

/** What rewards needs from the wallet: held income inside its transaction, and a member's holds. */
export interface RewardWalletPort {
  heldCredit(): Promise<
    (trx: Db, input: HeldCreditInput) => Promise<{ holdId: number; availableAt: Date }>
  >;
  holds: {
    page(userId: number, query: PageQuery & { state: HoldState }): Promise<Page<IncomeHold>>;
    totals(userId: number): Promise<{ held: string; released: string }>;
  };
}

/** What the rewards module is built with (wired in app-modules.ts); each use case picks its part. */
export interface RewardsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  members: RewardMembers;
  /** Stores and pushes a notice to a member, after the reward committed. */
  notify: MemberNotifier<'notice'>;
  changed: ChangePort;
  wallet: () => RewardWalletPort;
}
