import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import { IdSchema } from './orders-shared.schemas.ts';
import { CONSOLE_MERCHANTS } from '../access/roles.ts';
import { UnixTimeSchema } from '../shared/wire-fields.ts';

export const GROUP_ACTIVITY_STATES = ['normal', 'ended'] as const;
export const GROUP_TEAM_STATES = ['ready', 'start', 'success', 'fail'] as const;

const count = (min: number, max: number) =>
  z.number().int('invalid_value').min(min, 'invalid_value').max(max, 'invalid_value');

/** A group-buy activity on one of the shop's goods: a team of `people_num` pays `group_percent` %. */
export const GroupActivityInputSchema = z
  .object({
    goods_id: IdSchema,
    people_num: count(2, 50),
    group_hours: count(1, 720),
    group_percent: count(1, 99),
    is_alone: z.boolean(),
    purchase_limit: count(0, 1000),
  })
  .strict();

export const GroupActivitySchema = z.object({
  goods_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  people_num: z.number().int(),
  group_hours: z.number().int(),
  group_percent: z.number().int(),
  is_alone: z.boolean(),
  purchase_limit: z.number().int(),
  status: z.enum(GROUP_ACTIVITY_STATES),
  /** Teams waiting for members, and teams formed. */
  open_teams: z.number().int(),
  formed_teams: z.number().int(),
  createtime: UnixTimeSchema,
});
export type GroupActivity = z.infer<typeof GroupActivitySchema>;

export const GroupTeamRowSchema = z.object({
  id: z.number().int(),
  group_no: z.string(),
  goods_id: z.number().int(),
  title: z.string(),
  leader: z.string(),
  people_num: z.number().int(),
  join_num: z.number().int(),
  state: z.enum(GROUP_TEAM_STATES),
  expiretime: UnixTimeSchema,
  createtime: UnixTimeSchema,
});
export type GroupTeamRow = z.infer<typeof GroupTeamRowSchema>;

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
