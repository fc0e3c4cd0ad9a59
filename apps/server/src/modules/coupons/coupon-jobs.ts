import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import { couponsRepository } from './coupons.repository.ts';

/**
 * Expiry: fixed coupons past their end become invalid, unused receipts past their validity become
 * expired (3). Two guarded single-statement updates: idempotent and safe on several instances.
 */
export function createCouponJobs(deps: { db: Db; clock: Clock }) {
  return {
    async runDue(): Promise<{ coupons: number; receipts: number }> {
      const now = deps.clock.now();
      return inTransaction(deps.db, async (trx) => ({
        coupons: await couponsRepository.invalidateEnded(trx, now),
        receipts: await couponsRepository.expireReceipts(trx, now),
      }));
    },
  };
}
