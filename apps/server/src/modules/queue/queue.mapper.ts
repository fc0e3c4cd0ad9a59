import type { QueueAllocation, QueueEntry, QueueState } from '@cloudmall/contract/rewards';
import { unixSeconds } from '../../platform/clock.ts';
import type { AllocationRow, QueueEntryRow } from './queue.repository.ts';

/** What the queue shows of a goods: its title and picture. */
export interface GoodsFace {
  title: string;
  image: string;
}

const nullableSeconds = (date: Date | null) => (date ? unixSeconds(date) : null);

export const entryOut = (
  row: QueueEntryRow,
  goods: GoodsFace | undefined,
  position: number | undefined,
): QueueEntry => ({
  id: row.id,
  goods_id: row.goodsId,
  title: goods?.title ?? '',
  image: goods?.image ?? '',
  state: row.state as QueueState,
  position: row.state === 'waiting' ? (position ?? null) : null,
  joined_at: unixSeconds(row.createdAt),
  allocated_at: nullableSeconds(row.allocatedAt),
  left_at: nullableSeconds(row.leftAt),
});

export const allocationOut = (
  row: AllocationRow,
  goods: GoodsFace | undefined,
  adminName: string,
): QueueAllocation => ({
  id: row.id,
  goods_id: row.goodsId,
  title: goods?.title ?? '',
  units: row.units,
  allocated: row.allocated,
  reason: row.reason,
  created_by: row.createdBy,
  created_by_name: adminName,
  created_at: unixSeconds(row.createdAt),
});
