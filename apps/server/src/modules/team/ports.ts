import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MemberNotifier } from '../../platform/messages/notice-messages.ts';
import type { ChangePort } from '../../platform/realtime/change-port.ts';
import type { InvitationService, MemberCard } from '../identity/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { IncomeService } from '../wallet/index.ts';

/** What team asks of identity: the invitation tree and inviters (`identity.invitations`). */
export type TeamTree = Pick<
  InvitationService,
  | 'inviterOf'
  | 'inviterByPid'
  | 'bindInviter'
  | 'teamCounts'
  | 'teamPage'
  | 'uplines'
  | 'inviteCodeOf'
>;

/** What team asks of the wallet's held income (`wallet.income`). */
export type TeamIncome = Pick<IncomeService, 'heldCredit' | 'reverseHeld'>;

/** The order a commission is computed from, as the orders module hands it over on completion. */
export interface CompletedOrder {
  id: number;
  userId: number;
  priceMinor: bigint;
  refundedMinor: bigint;
}

/** A refund that completed, as the refunds module hands it over. */
export interface CompletedRefund {
  refundId: number;
  orderId: number;
  amountMinor: bigint;
}

/** What the team module is built with (wired in app-modules.ts). */
export interface TeamDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  changed: ChangePort;
  notify: MemberNotifier<'notice'>;
  log: FastifyBaseLogger;
  tree: TeamTree;
  /** Names and avatars of members by id, login names for the console. */
  members: { cardsOf(ids: number[]): Promise<Map<number, MemberCard>> };
  wallet: () => TeamIncome;
}
