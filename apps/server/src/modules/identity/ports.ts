import type { Statistics } from '@cloudmall/contract';
import { EMPTY_STATISTICS } from './identity.mapper.ts';

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
}

export const accountPortsOfNewPlatform: AccountPorts = {
  figuresOf: async () => ({ balanceMinor: 0n, score: 0 }),
  statisticsOf: async () => structuredClone(EMPTY_STATISTICS),
};
