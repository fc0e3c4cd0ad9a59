import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import { IdSchema } from './orders-shared.schemas.ts';
import { CONSOLE_MERCHANTS } from '../access/roles.ts';
import {
  GROUP_ACTIVITY_STATES,
  GROUP_TEAM_STATES,
  GroupActivityInputSchema,
  GroupActivitySchema,
  GroupTeamRowSchema,
} from './group-console.schemas.ts';

/** The merchant's group-buy activities and teams: the caller's shop only; changes are audited. */
export const merchantGroupRoutes = {
  activities: defineRoute({
    method: 'GET',
    path: '/console/merchant/groups',
    ...CONSOLE_MERCHANTS,
    input: PageQuerySchema.extend({ status: z.enum(GROUP_ACTIVITY_STATES).optional() }),
    output: pageSchema(GroupActivitySchema),
    errors: ['shop_not_found'],
    summary: 'The caller’s shop’s group-buy activities with open and formed team counts.',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/console/merchant/groups/create',
    ...CONSOLE_MERCHANTS,
    input: GroupActivityInputSchema,
    output: GroupActivitySchema,
    errors: ['shop_not_found', 'group_activity_exists'],
    summary:
      'Offers one of the shop’s goods for group buying (an ended activity of it starts again); another shop’s goods is not_found; audited.',
  }),
  end: defineRoute({
    method: 'POST',
    path: '/console/merchant/groups/end',
    ...CONSOLE_MERCHANTS,
    input: z
      .object({
        goods_id: IdSchema,
        reason: z.string().trim().min(1, 'required').max(200, 'too_long'),
      })
      .strict(),
    output: GroupActivitySchema,
    errors: ['shop_not_found'],
    summary:
      'Ends an activity: no new teams or joins; open teams that do not fill expire and are refunded by the expiry job; audited.',
  }),
  teams: defineRoute({
    method: 'GET',
    path: '/console/merchant/groups/teams',
    ...CONSOLE_MERCHANTS,
    input: PageQuerySchema.extend({
      state: z.enum(GROUP_TEAM_STATES).optional(),
      goods_id: IdSchema.optional(),
    }),
    output: pageSchema(GroupTeamRowSchema),
    errors: ['shop_not_found'],
    summary: 'Teams of the shop’s group buys, in progress or done, newest first.',
  }),
} as const;
