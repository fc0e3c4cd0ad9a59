import { z } from 'zod';
import type { Network } from './wallet.schemas.ts';

/** A transaction hash as a watcher or an admin may spell it: 64 hex digits, any case, optional 0x. */
export const TxHashSchema = z
  .string()
  .trim()
  .regex(/^(0[xX])?[0-9a-fA-F]{64}$/, 'invalid_value');

/**
 * The one spelling of a transaction hash per network, used by every insert and lookup of a deposit:
 * lowercase hex, with `0x` on ERC20 (as Ethereum writes it) and without on TRC20 (as TRON writes it).
 */
export function canonicalTxHash(network: Network, hash: string): string {
  const hex = hash.trim().replace(/^0x/i, '').toLowerCase();
  return network === 'ERC20' ? `0x${hex}` : hex;
}
