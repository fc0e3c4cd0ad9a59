import { z } from 'zod';
import { GoodsCardSchema } from '../catalog/catalog.schemas.ts';
import { IdempotencyKeySchema } from '../shared/amount.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import { ImageUrlSchema, UnixTimeSchema } from '../shared/wire-fields.ts';
import { AdminReasonSchema } from '../wallet/wallet-admin.schemas.ts';

/** A queue entry: waiting in join order, allocated by an admin, or left by the member. */
export const QUEUE_STATES = ['waiting', 'allocated', 'left'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** A sold-out goods a member may queue for: how many wait, and whether the member waits already. */
export const QueueableGoodsSchema = z.object({
  goods: GoodsCardSchema,
  waiting: z.number().int(),
  joined: z.boolean(),
});
export type QueueableGoods = z.infer<typeof QueueableGoodsSchema>;

export const JoinQueueSchema = z.object({ goods_id: IdSchema }).strict();

/** A member's queue entry; `position` counts from 1 among the goods' waiting entries. */
export const QueueEntrySchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  title: z.string(),
  image: ImageUrlSchema,
  state: z.enum(QUEUE_STATES),
  position: z.number().int().nullable(),
  joined_at: UnixTimeSchema,
  allocated_at: UnixTimeSchema.nullable(),
  left_at: UnixTimeSchema.nullable(),
});
export type QueueEntry = z.infer<typeof QueueEntrySchema>;

export const MyQueueQuerySchema = PageQuerySchema.extend({
  state: z.enum(['waiting', 'history'], { error: 'invalid_value' }).default('waiting'),
});

/** Console: goods with a queue, how many wait and how many were allocated. */
export const QueueGoodsRowSchema = z.object({
  goods_id: z.number().int(),
  title: z.string(),
  image: ImageUrlSchema,
  waiting: z.number().int(),
  allocated: z.number().int(),
});

/** An admin allocates up to `units` to the first waiting members of a goods, once per key. */
export const AllocateQueueSchema = z
  .object({
    goods_id: IdSchema,
    units: z.coerce.number().int().min(1, 'invalid_value').max(1000, 'invalid_value'),
    reason: AdminReasonSchema,
    idempotency_key: IdempotencyKeySchema,
  })
  .strict();

/** One allocation: how many units were asked for and how many waiting members received one. */
export const QueueAllocationSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  title: z.string(),
  units: z.number().int(),
  allocated: z.number().int(),
  reason: z.string(),
  created_by: z.number().int(),
  /** The admin's username, for the console's list. */
  created_by_name: z.string(),
  created_at: UnixTimeSchema,
});
export type QueueAllocation = z.infer<typeof QueueAllocationSchema>;
export const QueueAllocationsQuerySchema = PageQuerySchema.extend({
  goods_id: IdSchema.optional(),
});
