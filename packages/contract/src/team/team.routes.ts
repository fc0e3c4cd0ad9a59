import { CONSOLE_ADMINS } from '../access/roles.ts';
import { pageSchema } from '../shared/envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { EmptyInputSchema } from '../shared/route-inputs.ts';
import {
  BindInviterInputSchema,
  CommissionListQuerySchema,
  CommissionSchema,
  ConsoleCommissionQuerySchema,
  ConsoleCommissionSchema,
  ConsoleTeamQuerySchema,
  ConsoleTeamSchema,
  DistributionSummarySchema,
  InviterLookupInputSchema,
  InviterSchema,
  TeamMemberSchema,
  TeamMembersQuerySchema,
  TeamOverviewSchema,
} from './team.schemas.ts';

/** The member's team and invitations (spec §2 team, QR and share pages). */
export const teamRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/wanlshop/team/index',
    auth: 'member',
    input: EmptyInputSchema,
    output: TeamOverviewSchema,
    errors: [],
    summary:
      'Own invitation code, team counts over three levels, commission contributed by the team, and the inviter (or null).',
  }),
  members: defineRoute({
    method: 'GET',
    path: '/wanlshop/team/members',
    auth: 'member',
    input: TeamMembersQuerySchema,
    output: pageSchema(TeamMemberSchema),
    errors: [],
    summary: 'Direct (level 1) or second-level members, newest first, with what each contributed.',
  }),
  bindInviter: defineRoute({
    method: 'POST',
    path: '/wanlshop/team/bind',
    auth: 'member',
    input: BindInviterInputSchema,
    output: InviterSchema,
    errors: ['invalid_invitation_code', 'invite_self', 'invite_cycle', 'inviter_already_bound'],
    summary:
      'A member without an inviter binds one by invitation code; never oneself nor one of one’s own team.',
  }),
  inviter: defineRoute({
    method: 'GET',
    path: '/wanlshop/team/inviter',
    auth: 'optional',
    input: InviterLookupInputSchema,
    output: InviterSchema.nullable(),
    errors: [],
    summary: 'The sharer behind a link’s pid, to pre-fill the register page (null when unknown).',
  }),
  distribution: defineRoute({
    method: 'GET',
    path: '/wanlshop/team/distribution',
    auth: 'member',
    input: EmptyInputSchema,
    output: DistributionSummarySchema,
    errors: [],
    summary: 'Commission totals (held, released, reversed), counts and the configured rates.',
  }),
  commissions: defineRoute({
    method: 'GET',
    path: '/wanlshop/team/commissions',
    auth: 'member',
    input: CommissionListQuerySchema,
    output: pageSchema(CommissionSchema),
    errors: [],
    summary: 'The member’s commissions, newest first.',
  }),
} as const;

/** Platform admin: commissions and any member's team. */
export const teamConsoleRoutes = {
  commissions: defineRoute({
    method: 'GET',
    path: '/console/team/commissions',
    ...CONSOLE_ADMINS,
    input: ConsoleCommissionQuerySchema,
    output: pageSchema(ConsoleCommissionSchema),
    errors: [],
    summary: 'Commissions filtered by beneficiary, order and state, newest first.',
  }),
  team: defineRoute({
    method: 'GET',
    path: '/console/team/members',
    ...CONSOLE_ADMINS,
    input: ConsoleTeamQuerySchema,
    output: ConsoleTeamSchema,
    errors: [],
    summary: 'A member’s team overview and level 1 or 2 members.',
  }),
} as const;
