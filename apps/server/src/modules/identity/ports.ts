import type { Statistics } from '@cloudmall/contract';
import { EMPTY_STATISTICS } from './identity.mapper.ts';

/**
 * What identity reads from modules that own the figures: the wallet owns the balance, orders and
 * favourites own the counters. Until those modules register, a new member has nothing: 0.00 and zeros.
 */
export interface AccountPorts {
  balanceOf(userId: number): Promise<bigint>;
  statisticsOf(userId: number): Promise<Statistics>;
}

export const accountPortsOfNewPlatform: AccountPorts = {
  balanceOf: async () => 0n,
  statisticsOf: async () => structuredClone(EMPTY_STATISTICS),
};
