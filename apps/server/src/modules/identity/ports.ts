import type { Statistics } from '@cloudmall/contract';

/**
 * What identity reads from modules that own the figures: the wallet owns the balance and payout
 * accounts, orders, coupons, refunds and the catalog (favourites, follows, footprints) own the
 * counters, which orders assembles. Without those modules a new member has nothing: 0.00 and zeros.
 */
export interface AccountFigures {
  balanceMinor: bigint;
  score: number;
}

export interface AccountPorts {
  figuresOf(userId: number): Promise<AccountFigures>;
  statisticsOf(userId: number): Promise<Statistics>;
  /** The member's identity check as the wallet keeps it (admin's member detail); `none` without one. */
  kycStateOf?(userId: number): Promise<KycState>;
}

export type KycState = 'none' | 'pending' | 'approved' | 'rejected';

/** What other modules show of a member. */
export interface MemberCard {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
}

/**
 * The member lookup identity offers every module (declared once, here): a member by numeric id or by
 * username; null when there is none or the member is locked.
 */
export interface MemberDirectory {
  findMember(idOrUsername: string): Promise<MemberCard | null>;
}

/** A member's statistics when no module counts anything yet: all zeros. */
export const EMPTY_STATISTICS: Statistics = {
  dynamic: { collection: 0, concern: 0, footprint: 0, coupon: 0, accountbank: 0 },
  order: { pay: 0, delive: 0, receiving: 0, evaluate: 0, customer: 0, whole: 0, groups: 0 },
  logistics: [],
};

export const accountPortsOfNewPlatform: AccountPorts = {
  figuresOf: async () => ({ balanceMinor: 0n, score: 0 }),
  statisticsOf: async () => structuredClone(EMPTY_STATISTICS),
};
