import { defineRoute } from '../shared/define-route.ts';
import { pageSchema, PageQuerySchema } from '../shared/envelope.ts';
import { CONSOLE_ADMINS } from '../access/roles.ts';
import { IdInputSchema } from '../shared/route-inputs.ts';
import { DoneSchema } from '../shared/wire-fields.ts';
import {
  AllocateQueueSchema,
  JoinQueueSchema,
  MyQueueQuerySchema,
  QueueableGoodsSchema,
  QueueAllocationSchema,
  QueueAllocationsQuerySchema,
  QueueEntrySchema,
  QueueGoodsRowSchema,
} from './queue.schemas.ts';

/** The public queue (`/pages/user/gongpai`): a first-come waiting list for sold-out goods. */
export const queueRoutes = {
  goods: defineRoute({
    method: 'GET',
    path: '/wanlshop/queue/goods',
    auth: 'member',
    input: PageQuerySchema,
    output: pageSchema(QueueableGoodsSchema),
    errors: [],
    summary:
      'Sold-out goods on sale a member may queue for, with how many wait and whether the member does.',
  }),
  join: defineRoute({
    method: 'POST',
    path: '/wanlshop/queue/join',
    auth: 'member',
    input: JoinQueueSchema,
    output: QueueEntrySchema,
    errors: ['queue_not_sold_out', 'queue_already_joined'],
    summary: 'Joins the waiting list of a sold-out goods, once per member while waiting.',
  }),
  leave: defineRoute({
    method: 'POST',
    path: '/wanlshop/queue/leave',
    auth: 'member',
    input: IdInputSchema,
    output: DoneSchema,
    errors: ['queue_entry_not_waiting'],
    summary: 'Leaves an own waiting entry; the members behind move up.',
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/wanlshop/queue/mine',
    auth: 'member',
    input: MyQueueQuerySchema,
    output: pageSchema(QueueEntrySchema),
    errors: [],
    summary:
      "The member's waiting entries with their position, or their history (allocated, left).",
  }),
} as const;

/** Console: queues per goods, allocation to the first waiting members, allocation history. */
export const queueConsoleRoutes = {
  goods: defineRoute({
    method: 'GET',
    path: '/console/queue/goods',
    ...CONSOLE_ADMINS,
    input: PageQuerySchema,
    output: pageSchema(QueueGoodsRowSchema),
    errors: [],
    summary: 'Goods with a queue: waiting and allocated counts, most waiting first.',
  }),
  allocate: defineRoute({
    method: 'POST',
    path: '/console/queue/allocate',
    ...CONSOLE_ADMINS,
    input: AllocateQueueSchema,
    output: QueueAllocationSchema,
    errors: ['idempotency_key_reused', 'request_in_progress'],
    summary:
      'Allocates up to N units to the first N waiting members in join order, each entry once; once per key, audited, each member told.',
  }),
  allocations: defineRoute({
    method: 'GET',
    path: '/console/queue/allocations',
    ...CONSOLE_ADMINS,
    input: QueueAllocationsQuerySchema,
    output: pageSchema(QueueAllocationSchema),
    errors: [],
    summary: 'Allocation history, newest first, optionally of one goods.',
  }),
} as const;
