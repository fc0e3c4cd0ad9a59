import { z } from 'zod';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import { InviteCodeSchema } from '../identity/identity.schemas.ts';
import {
  countFields,
  memberFaceShape,
  memberRefShape,
  moneyFields,
  UnixTimeSchema,
} from '../shared/wire-fields.ts';

/** Commission states: credited (held or released, maybe partly reversed), reversed (nothing left). */
export const COMMISSION_STATES = ['credited', 'reversed'] as const;
export const CommissionStateSchema = z.enum(COMMISSION_STATES);

/** The member who invited someone, as the team page and the register page show them. */
export const InviterSchema = z.object({ ...memberFaceShape, invite_code: z.string() });

/** The member's team page head: own code, counts over three levels, contribution and the inviter. */
export const TeamOverviewSchema = z.object({
  invite_code: z.string(),
  user_id: z.number().int(),
  ...countFields('level1', 'level2', 'level3', 'total'),
  ...moneyFields('contribution'),
  /** The member's own inviter; null when they joined with a platform code (they may bind one). */
  inviter: InviterSchema.nullable(),
});

export const TeamLevelSchema = z.coerce.number().int().min(1).max(2);

export const TeamMembersQuerySchema = PageQuerySchema.extend({ level: TeamLevelSchema.default(1) });

/** A member of the team: face, level, when they joined, their own direct invitations and what they brought. */
export const TeamMemberSchema = z.object({
  ...memberFaceShape,
  level: z.number().int(),
  joined_at: UnixTimeSchema,
  ...countFields('invited'),
  ...moneyFields('contribution'),
});

export const BindInviterInputSchema = z.object({ invite_code: InviteCodeSchema }).strict();

/** A shared link's `pid` (the sharer's member id) read back as the inviter to pre-fill. */
export const InviterLookupInputSchema = z.object({ pid: IdSchema });

/** The member's promotion centre: commission totals held and released, reversed, and counts. */
export const DistributionSummarySchema = z.object({
  ...moneyFields('held', 'released', 'reversed', 'total'),
  ...countFields('orders', 'level1', 'level2'),
  ...countFields('level1_rate_bps', 'level2_rate_bps'),
});

/** One commission as the member sees it. */
export const CommissionSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  level: z.number().int(),
  buyer: z.object(memberFaceShape),
  ...moneyFields('base', 'amount', 'reversed'),
  rate_bps: z.number().int(),
  state: CommissionStateSchema,
  /** Whether the held income is past its hold (spendable) by now. */
  released: z.boolean(),
  available_at: UnixTimeSchema,
  created_at: UnixTimeSchema,
});

export const CommissionListQuerySchema = PageQuerySchema;

/** Console: commissions filtered by beneficiary, buyer's order and state. */
export const ConsoleCommissionQuerySchema = PageQuerySchema.extend({
  user_id: IdSchema.optional(),
  order_id: IdSchema.optional(),
  state: CommissionStateSchema.optional(),
});

export const ConsoleCommissionSchema = CommissionSchema.extend({
  beneficiary: z.object(memberRefShape),
});

/** Console: one member's team, level by level. */
export const ConsoleTeamQuerySchema = PageQuerySchema.extend({
  user_id: IdSchema,
  level: TeamLevelSchema.default(1),
});

export const ConsoleTeamSchema = z.object({
  overview: TeamOverviewSchema,
  members: pageSchema(TeamMemberSchema),
});

export type TeamOverview = z.infer<typeof TeamOverviewSchema>;
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export type Commission = z.infer<typeof CommissionSchema>;
export type ConsoleCommission = z.infer<typeof ConsoleCommissionSchema>;
export type DistributionSummary = z.infer<typeof DistributionSummarySchema>;
export type Inviter = z.infer<typeof InviterSchema>;
export type CommissionState = z.infer<typeof CommissionStateSchema>;
