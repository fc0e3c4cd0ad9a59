import type { GroupGoodsCard, GroupGoodsDetail, TeamDetail } from '@cloudmall/contract/orders';
import { formatMinor, parseAmountToMinor, type Page } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { type MemberBrief, toTeamCard, toTerms } from './groups.mapper.ts';
import { groupsRepository as repo, type TeamRow } from './groups.repository.ts';
import { groupPriceMinor } from './groups.pricing.ts';
import type { GroupMembersPort, GroupsDeps } from './ports.ts';

const minorOf = parseAmountToMinor;

/** Visitor reads: the activity list, group goods detail and team pages. */
export function createGroupsQueryService(
  deps: Pick<GroupsDeps, 'db' | 'clock' | 'catalog' | 'members' | 'orders'>,
) {
  const { db, clock } = deps;

  async function cards(teams: TeamRow[]) {
    return teamCards(db, deps.members, teams);
  }

  return {
    /** Activity page: group goods on sale with the group price of their cheapest SKU. */
    async list(query: {
      page: number;
      list_rows: number;
      shop_id?: number;
    }): Promise<Page<GroupGoodsCard>> {
      const terms = await repo.activeTerms(db, { shopId: query.shop_id });
      const goods = await deps.catalog.goodsBriefs(
        db,
        terms.map((t) => t.goodsId),
      );
      const onSale = terms.flatMap((t) => {
        const brief = goods.get(t.goodsId);
        return brief?.onSale ? [{ terms: t, goods: brief }] : [];
      });
      const offset = offsetOf(query);
      const page = onSale.slice(offset, offset + query.list_rows);
      const formed = await repo.formedCounts(
        db,
        page.map((r) => r.goods.id),
      );
      const data = page.map((r) => {
        const price = r.goods.minPriceMinor ?? 0n;
        return {
          ...toTerms(r.terms),
          id: r.goods.id,
          shop_id: r.terms.shopId,
          title: r.goods.title,
          image: r.goods.image,
          group_price: formatMinor(groupPriceMinor(price, r.terms.groupPercent)),
          price: formatMinor(price),
          market_price: formatMinor(r.goods.minMarketMinor ?? 0n),
          sales: r.goods.sales,
          formed: formed.get(r.goods.id) ?? 0,
          shop: { shopname: r.goods.shopname },
        };
      });
      return toPage(data, onSale.length, query);
    },

    /** Group goods detail: SKUs with group and alone (market) prices and up to 10 open teams. */
    async goods(goodsId: number, userId: number | null): Promise<GroupGoodsDetail> {
      const terms = await repo.termsOf(db, goodsId);
      if (!terms) throw new AppError('goods_not_available');
      const detail = await deps.catalog.detail(goodsId, userId);
      const now = clock.now();
      const open = await repo.openTeams(db, goodsId, now, 10);
      const sku = detail.sku.map((s) => ({
        ...s,
        group_price: formatMinor(groupPriceMinor(minorOf(s.price), terms.groupPercent)),
        alone_price: s.market_price,
      }));
      const cheapest = sku.reduce<(typeof sku)[number] | undefined>(
        (best, s) => (!best || minorOf(s.price) < minorOf(best.price) ? s : best),
        undefined,
      );
      return {
        ...detail,
        sku,
        group_price: cheapest?.group_price ?? '0.00',
        alone_price: cheapest?.alone_price ?? '0.00',
        group: toTerms(terms),
        teams: await cards(open.rows),
        team_count: open.total,
        now: unixSeconds(now),
      };
    },

    /** One team by id or group_no, with the goods, members and whether the caller may join. */
    async team(
      ref: { id?: number; group_no?: string },
      userId: number | null,
    ): Promise<TeamDetail> {
      const team = await repo.findTeam(db, { id: ref.id, groupNo: ref.group_no });
      if (!team) throw new AppError('group_not_found');
      const terms = await repo.termsOf(db, team.goodsId);
      const detail = terms ? await deps.catalog.detail(team.goodsId, null).catch(() => null) : null;
      const [card] = await cards([team]);
      const now = clock.now();
      const isMember = userId !== null && card!.members.some((m) => m.user_id === userId);
      const hasOrder =
        userId !== null && !isMember
          ? (await deps.orders().reads.memberOrderInTeam(db, userId, team.id)) !== null
          : false;
      const unpaid =
        hasOrder && userId !== null
          ? await deps.orders().reads.memberOrderInTeam(db, userId, team.id, 1)
          : null;
      const price = detail
        ? detail.sku.reduce(
            (min, s) => (minorOf(s.price) < min ? minorOf(s.price) : min),
            minorOf(detail.sku[0]?.price ?? '0.00'),
          )
        : 0n;
      return {
        ...card!,
        goods: {
          id: team.goodsId,
          title: detail?.title ?? '',
          image: detail?.image ?? '',
          group_price: formatMinor(groupPriceMinor(price, terms?.groupPercent ?? 100)),
          price: formatMinor(price),
          market_price: detail?.market_price ?? '0.00',
        },
        group: terms
          ? toTerms(terms)
          : {
              people_num: team.peopleNum,
              group_hours: 24,
              group_percent: 100,
              is_alone: false,
              purchase_limit: 0,
            },
        formed_at: team.formedAt ? unixSeconds(team.formedAt) : null,
        is_member: isMember,
        unpaid_order_id: unpaid,
        can_join:
          team.state === 'start' &&
          team.expiresAt > now &&
          team.joinNum < team.peopleNum &&
          !isMember &&
          !hasOrder &&
          userId !== team.leaderId &&
          terms !== undefined,
        now: unixSeconds(now),
      };
    },
  };
}

export type GroupsQueryService = ReturnType<typeof createGroupsQueryService>;

/** Team cards: each team with its paid members and its leader, named by identity. */
export async function teamCards(db: Db, members: GroupMembersPort, teams: TeamRow[]) {
  const seated = await repo.membersOf(
    db,
    teams.map((t) => t.id),
  );
  const people = await members.briefs(db, [
    ...new Set([...seated.map((m) => m.userId), ...teams.map((t) => t.leaderId)]),
  ]);
  const byId = new Map(people.map((u) => [u.id, u]));
  const named: MemberBrief[] = seated.flatMap((m) => {
    const who = byId.get(m.userId);
    return who ? [{ ...m, nickname: who.nickname, avatar: who.avatar }] : [];
  });
  return teams.map((t) => toTeamCard(t, named, byId.get(t.leaderId)));
}
