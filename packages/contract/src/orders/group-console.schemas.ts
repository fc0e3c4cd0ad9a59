import { z } from 'zod';
import { GroupTermsSchema } from './group.schemas.ts';
import { IdSchema } from './orders-shared.schemas.ts';
import { ImageUrlSchema, UnixTimeSchema } from '../shared/wire-fields.ts';

// The merchant console's group buys: the activity a merchant sets and the rows the console lists.

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
  image: ImageUrlSchema,
  ...GroupTermsSchema.shape,
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
