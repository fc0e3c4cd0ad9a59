import { z } from 'zod';
import { CONSOLE_ADMINS } from '../access/roles.ts';
import { defineRoute } from '../shared/define-route.ts';
import { EmptyLooseInputSchema } from '../shared/route-inputs.ts';
import { RowIdSchema } from '../shared/wire-fields.ts';
import {
  VipBuySchema,
  VipLevelAdminSchema,
  VipLevelSaveSchema,
  VipStatusSchema,
} from './vip.schemas.ts';

/** The member's VIP page (`/pages/user/vip/vip`). */
export const vipRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/vip/status',
    auth: 'member',
    input: EmptyLooseInputSchema,
    output: VipStatusSchema,
    errors: [],
    summary:
      "The member's VIP level, counted spend, the next level by spend and the enabled levels.",
  }),
  buy: defineRoute({
    method: 'POST',
    path: '/vip/buy',
    auth: 'member',
    input: VipBuySchema,
    output: VipStatusSchema,
    errors: ['vip_level_not_for_sale', 'vip_level_not_higher', 'insufficient_balance'],
    summary: 'Buys a VIP level above the current one from the balance, once per key; audited.',
  }),
} as const;

/** Admin console: the VIP levels. */
export const vipConsoleRoutes = {
  levels: defineRoute({
    method: 'GET',
    path: '/console/vip/levels',
    ...CONSOLE_ADMINS,
    input: EmptyLooseInputSchema,
    output: z.object({ list: z.array(VipLevelAdminSchema) }),
    errors: [],
    summary: 'Every VIP level, enabled or not, by level number.',
  }),
  save: defineRoute({
    method: 'POST',
    path: '/console/vip/levels/save',
    ...CONSOLE_ADMINS,
    input: VipLevelSaveSchema,
    output: RowIdSchema,
    errors: ['vip_level_taken'],
    summary:
      'Creates or changes a VIP level (number, names, threshold, package price, discount); audited.',
  }),
} as const;
