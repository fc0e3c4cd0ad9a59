import type { Statistics } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { openRefundCount } from '../refunds/index.ts';
import { bankAccountCount } from '../wallet/index.ts';
import { orderReadsRepository } from './order-reads.repository.ts';
import type { CouponsPort, OrdersCatalogPort } from './ports.ts';

/**
 * The member's order counters (pay 1, delive 2 not waiting for a team, receiving 3, evaluate 4,
 * customer open refunds, whole visible orders, groups paid group orders waiting for their team),
 * unused coupons, favourites, followed shops, footprints and live payout accounts; computed by
 * query, so always true.
 */
export async function statisticsOf(
  db: Db,
  ports: { coupons: CouponsPort; catalog: OrdersCatalogPort },
  userId: number,
): Promise<Statistics> {
  const row = await orderReadsRepository.stateCounts(db, userId);
  const [customer, coupon, kept, accountbank] = await Promise.all([
    openRefundCount(db, userId),
    ports.coupons.unusedCount(db, userId),
    ports.catalog.memberCounts(db, userId),
    bankAccountCount(db, userId),
  ]);
  return {
    order: {
      pay: row?.pay ?? 0,
      delive: row?.delive ?? 0,
      receiving: row?.receiving ?? 0,
      evaluate: row?.evaluate ?? 0,
      customer,
      whole: row?.whole ?? 0,
      groups: row?.groups ?? 0,
    },
    dynamic: { ...kept, coupon, accountbank },
    logistics: [],
  };
}
