import { formatMinor } from '@cloudmall/contract';
import type { CommissionState, DistributionSummary, TeamOverview } from '@cloudmall/contract/team';
import { pageShownTogether, type PageQuery } from '../../platform/http/paging.ts';
import type { TeamDeps } from './ports.ts';
import { toCommission, toConsoleCommission, toInviter, toTeamMember } from './team.mapper.ts';
import { teamRepository } from './team.repository.ts';

export type TeamService = ReturnType<typeof createTeamService>;

/** The member's team, invitations and promotion centre; the console's views of them. */
export function createTeamService(
  deps: Pick<TeamDeps, 'db' | 'clock' | 'settings' | 'tree' | 'members'>,
) {
  const { db, clock, tree } = deps;

  /** Own invitation code, team counts over three levels, what the team brought and the inviter. */
  async function overview(userId: number): Promise<TeamOverview> {
    const [code, [level1, level2, level3], earned, inviter] = await Promise.all([
      tree.inviteCodeOf(userId),
      tree.teamCounts(userId),
      teamRepository.earned(db, userId),
      tree.inviterOf(userId),
    ]);
    return {
      invite_code: code,
      user_id: userId,
      level1,
      level2,
      level3,
      total: level1 + level2 + level3,
      contribution: formatMinor(earned),
      inviter: inviter ? toInviter(inviter) : null,
    };
  }

  /** Level 1 or 2 members of the member's team, newest first, with the commission each brought. */
  function members(userId: number, query: PageQuery & { level: number }) {
    const level = query.level === 2 ? 2 : 1;
    return pageShownTogether(
      query,
      (offset, limit) => tree.teamPage(userId, level, offset, limit),
      async (rows) => {
        const from = await teamRepository.contributionsFrom(
          db,
          userId,
          rows.map((row) => row.id),
        );
        return rows.map((row) => toTeamMember(row, level, from.get(row.id) ?? 0n));
      },
    );
  }

  return {
    overview,
    members,

    /** A member without an inviter binds one by code: never themselves nor one of their own team. */
    bindInviter: async (userId: number, code: string) =>
      toInviter(await tree.bindInviter(userId, code)),

    /** The sharer a link's pid names (to pre-fill the register page); null when unknown or locked. */
    async inviterByPid(pid: number) {
      const card = await tree.inviterByPid(pid);
      return card ? toInviter(card) : null;
    },

    /** The member's commission totals held and released, reversed, counts and the current rates. */
    async distribution(userId: number): Promise<DistributionSummary> {
      const [totals, rates] = await Promise.all([
        teamRepository.totals(db, userId, clock.now()),
        deps.settings.get('team.commission'),
      ]);
      return {
        held: formatMinor(totals.held),
        released: formatMinor(totals.released),
        reversed: formatMinor(totals.reversed),
        total: formatMinor(totals.held + totals.released),
        orders: totals.orders,
        level1: totals.level1,
        level2: totals.level2,
        level1_rate_bps: rates.level1Rate,
        level2_rate_bps: rates.level2Rate,
      };
    },

    /** The member's own commissions, newest first. */
    commissions(userId: number, query: PageQuery) {
      return pageShownTogether(
        query,
        (offset, limit) => teamRepository.page(db, { userId }, offset, limit),
        async (rows) => {
          const cards = await deps.members.cardsOf(rows.map((row) => row.buyerId));
          const now = clock.now();
          return rows.map((row) => toCommission(row, cards.get(row.buyerId), now));
        },
      );
    },

    /** Console: commissions filtered by beneficiary, order and state. */
    consoleCommissions(
      query: PageQuery & { user_id?: number; order_id?: number; state?: CommissionState },
    ) {
      const filter = { userId: query.user_id, orderId: query.order_id, state: query.state };
      return pageShownTogether(
        query,
        (offset, limit) => teamRepository.page(db, filter, offset, limit),
        async (rows) => {
          const ids = rows.flatMap((row) => [row.buyerId, row.userId]);
          const cards = await deps.members.cardsOf(ids);
          const now = clock.now();
          return rows.map((row) => toConsoleCommission(row, cards, now));
        },
      );
    },

    /** Console: a member's team overview and one level of their members. */
    async consoleTeam(query: PageQuery & { user_id: number; level: number }) {
      return {
        overview: await overview(query.user_id),
        members: await members(query.user_id, query),
      };
    },
  };
}
