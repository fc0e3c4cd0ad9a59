import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import {
  MerchantLiveCreateSchema,
  MerchantLiveDetailSchema,
  MerchantLiveGoodsSchema,
  MerchantLiveListQuerySchema,
  MerchantLiveRowSchema,
} from './live-console.schemas.ts';

const IdInput = z.object({ id: IdSchema }).strict();

/** The merchant's live rooms in the console: the caller's shop only (another shop's room is not found). */
export const merchantLiveRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/console/merchant/live',
    auth: 'console',
    roles: ['merchant'],
    input: MerchantLiveListQuerySchema,
    output: pageSchema(MerchantLiveRowSchema),
    errors: ['shop_not_found'],
    summary:
      'The caller’s shop’s live rooms by status, newest first, with views, likes and duration.',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/console/merchant/live/create',
    auth: 'console',
    roles: ['merchant'],
    input: MerchantLiveCreateSchema,
    output: MerchantLiveDetailSchema,
    errors: ['shop_not_found', 'live_already_running', 'live_goods_invalid'],
    summary:
      'Starts a room of the shop (one live at a time) with a secret stream key and push URL, and publishes a live post in the feed; audited.',
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/console/merchant/live/detail',
    auth: 'console',
    roles: ['merchant'],
    input: IdInput,
    output: MerchantLiveDetailSchema,
    errors: ['shop_not_found'],
    summary: 'One room of the shop with its push URL, stream key, viewers online and goods.',
  }),
  goods: defineRoute({
    method: 'POST',
    path: '/console/merchant/live/goods',
    auth: 'console',
    roles: ['merchant'],
    input: MerchantLiveGoodsSchema,
    output: MerchantLiveDetailSchema,
    errors: ['shop_not_found', 'live_ended', 'live_goods_invalid'],
    summary: 'Changes the goods of a live room; viewers get the `update` push with the goods list.',
  }),
  end: defineRoute({
    method: 'POST',
    path: '/console/merchant/live/end',
    auth: 'console',
    roles: ['merchant'],
    input: IdInput,
    output: MerchantLiveDetailSchema,
    errors: ['shop_not_found', 'live_ended'],
    summary:
      'Ends a live room of the shop (its feed post stays, showing the ended room); viewers get the `end` push; audited.',
  }),
} as const;
