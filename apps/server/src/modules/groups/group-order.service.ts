import type { GroupAddOrderResult, GroupPreview } from '@cloudmall/contract/orders';
import { isLegalQuantity } from '@cloudmall/contract/orders';
import { formatMinor } from '@cloudmall/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { postalAddressOf } from '../../platform/postal-address.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { toGroupOrderRow, toTerms } from './groups.mapper.ts';
import { groupsRepository as repo, type TeamRow } from './groups.repository.ts';
import { groupPriceMinor, newGroupNo } from './groups.pricing.ts';
import { formedNotices } from './formed-notices.ts';
import { teamCards } from './groups-query.service.ts';
import type { AfterCommit, GroupsDeps, PaidOrder } from './ports.ts';

export interface GroupLine {
  goods_id: number;
  sku_id: number;
  number: number;
  group_type: 'group' | 'alone';
  groups_id?: number;
}

/** Placing group orders (open, join, alone), the payment hook and the member's group orders. */
export function createGroupOrderService(
  deps: Pick<
    GroupsDeps,
    'db' | 'clock' | 'orders' | 'catalog' | 'members' | 'addressOf' | 'notify' | 'log'
  >,
) {
  const { db, clock } = deps;

  /** Every rule of a group line, read in `trx`: goods on sale, SKU, quantity, alone allowed, team open, not own, not full, limit. */
  async function check(trx: Db, userId: number, line: GroupLine) {
    const terms = await repo.termsOf(trx, line.goods_id);
    if (!terms) throw new AppError('goods_not_available');
    const sku = (await deps.catalog.purchaseSkus(trx, [line.sku_id])).get(line.sku_id);
    if (!sku || sku.goodsId !== line.goods_id) throw new AppError('sku_not_found');
    if (!sku.onSale) throw new AppError('goods_not_available');
    if (sku.shopUserId === userId) throw new AppError('own_shop_purchase');
    if (!isLegalQuantity(line.number, sku.stock)) throw new AppError('quantity_illegal');
    let team: TeamRow | undefined;
    if (line.group_type === 'alone') {
      if (!terms.isAlone) throw new AppError('group_alone_not_allowed');
      return { terms, sku, team, unitMinor: sku.marketPriceMinor };
    }
    if (line.groups_id !== undefined) {
      team = await repo.findTeam(trx, { id: line.groups_id });
      if (!team || team.goodsId !== line.goods_id) throw new AppError('group_not_found');
      if (team.state === 'success' || team.joinNum >= team.peopleNum)
        throw new AppError('group_full');
      if (team.state !== 'start' || team.expiresAt <= clock.now())
        throw new AppError('group_not_open');
      if (
        team.leaderId === userId ||
        (await repo.isMember(trx, userId, team.id)) ||
        (await deps.orders().reads.memberOrderInTeam(trx, userId, team.id)) !== null
      ) {
        throw new AppError('group_own_team');
      }
    }
    if (
      terms.purchaseLimit > 0 &&
      (await deps.orders().reads.boughtInGroups(trx, userId, line.goods_id)) + line.number >
        terms.purchaseLimit
    ) {
      throw new AppError('group_purchase_limit');
    }
    return { terms, sku, team, unitMinor: groupPriceMinor(sku.priceMinor, terms.groupPercent) };
  }

  return {
    /** Confirm page: the same checks as placing, the address and the unit price, nothing written. */
    async preview(
      userId: number,
      input: GroupLine & { address_id?: number },
    ): Promise<GroupPreview> {
      const { terms, sku, team, unitMinor } = await check(db, userId, input);
      const address = await deps.addressOf(db, userId, input.address_id);
      if (input.address_id !== undefined && !address) throw new AppError('address_not_found');
      const [card] = team ? await teamCards(db, deps.members, [team]) : [null];
      return {
        addressData: address ? { id: address.id, ...postalAddressOf(address) } : null,
        goods: {
          goods_id: sku.goodsId,
          sku_id: sku.skuId,
          shop_id: sku.shopId,
          shop_name: sku.shopName,
          title: sku.title,
          image: sku.image,
          difference: sku.difference,
          stock: sku.stock,
        },
        group_type: input.group_type,
        price: formatMinor(unitMinor),
        market_price: formatMinor(sku.marketPriceMinor),
        number: input.number,
        sum: formatMinor(unitMinor * BigInt(input.number)),
        group: toTerms(terms),
        team: card ?? null,
      };
    },

    /** Places the unpaid order (opening a `ready` team when no team is given), once per idempotency key. */
    async addOrder(
      userId: number,
      input: GroupLine & { address_id: number; remarks?: string; idempotency_key: string },
    ): Promise<GroupAddOrderResult> {
      const { idempotency_key: key, ...request } = input;
      return idempotent(db, { userId, scope: 'groups.addOrder', key, request }, async (trx) => {
        await repo.lockMemberGoods(trx, userId, input.goods_id);
        const { terms, sku, unitMinor, team: joined } = await check(trx, userId, input);
        if (!(await deps.addressOf(trx, userId, input.address_id)))
          throw new AppError('address_not_found');
        const now = clock.now();
        const team =
          input.group_type === 'alone'
            ? null
            : (joined ??
              (await repo.insertTeam(trx, {
                groupNo: newGroupNo(now),
                leaderId: userId,
                shopId: sku.shopId,
                goodsId: sku.goodsId,
                peopleNum: terms.peopleNum,
                state: 'ready',
                expiresAt: new Date(now.getTime() + terms.groupHours * 3_600_000),
                createdAt: now,
              })));
        const order = await deps.orders().placeOrder(trx, {
          userId,
          addressId: input.address_id,
          shopId: sku.shopId,
          lines: [{ skuId: sku.skuId, number: input.number, unitPriceMinor: unitMinor }],
          type: team ? 'groups' : 'goods',
          groupId: team?.id ?? null,
          remarks: input.remarks ?? '',
          checkoutKey: key,
        });
        return {
          order_id: [order.id],
          order_no: order.orderNo,
          price: formatMinor(order.priceMinor),
          team_id: team?.id ?? null,
          group_no: team?.groupNo ?? null,
        };
      });
    },

    /**
     * Payment hook (inside the payment transaction): the payer takes a seat, guarded by
     * `join_num < people_num`; the last seat forms the team and every member order may ship.
     * A full, failed or expired team fails the whole payment. Answers the "group formed" notices of
     * the filling payment, for orders to run after commit.
     */
    async onPaid(trx: Db, order: PaidOrder): Promise<AfterCommit | undefined> {
      if (order.type !== 'groups' || order.groupId === null) return undefined;
      const now = clock.now();
      const team = await repo.findTeam(trx, { id: order.groupId }, true);
      if (!team) throw new AppError('group_not_found');
      if (team.state === 'success' || team.joinNum >= team.peopleNum)
        throw new AppError('group_full');
      if (
        !(await repo.addMember(trx, {
          teamId: team.id,
          userId: order.userId,
          orderId: order.id,
          joinedAt: now,
        }))
      )
        throw new AppError('group_own_team');
      const seated = await repo.takeSeat(trx, team.id, now);
      if (!seated)
        throw new AppError(
          team.state === 'fail' || team.expiresAt <= now ? 'group_not_open' : 'group_full',
        );
      if (seated.state === 'success') {
        await deps.orders().setGroupPending(trx, { teamId: team.id }, false);
        await deps.orders().setGroupPending(trx, { orderId: order.id }, false);
        const members = await repo.membersOf(trx, [team.id]);
        return formedNotices(
          deps,
          team,
          members.map((m) => m.userId),
        );
      }
      await deps.orders().setGroupPending(trx, { orderId: order.id }, true);
      return undefined;
    },

    /** The member's group orders with their team, newest first. */
    async myOrders(userId: number, query: { page: number; list_rows: number; tab: string }) {
      const reads = deps.orders().reads;
      const teamState = query.tab === 'success' || query.tab === 'fail' ? query.tab : null;
      const mine = teamState
        ? await repo.teamsByIds(db, await reads.memberGroupIds(db, userId))
        : [];
      const { rows, total } = await reads.pageGroupOrders(
        db,
        userId,
        {
          state: query.tab === 'pay' ? 1 : query.tab === 'pending' ? 2 : undefined,
          pending: query.tab === 'pending' ? true : undefined,
          groupIds: teamState
            ? mine.filter((t) => t.state === teamState).map((t) => t.id)
            : undefined,
        },
        offsetOf(query),
        query.list_rows,
      );
      const [items, names, teams] = await Promise.all([
        reads.items(
          db,
          rows.map((r) => r.id),
        ),
        deps.catalog.shopNames(
          db,
          rows.map((r) => r.shopId),
        ),
        repo.teamsByIds(db, [...new Set(rows.flatMap((r) => (r.groupId ? [r.groupId] : [])))]),
      ]);
      const teamById = new Map(teams.map((t) => [t.id, t]));
      return toPage(
        rows.map((r) =>
          toGroupOrderRow(
            r,
            names.get(r.shopId) ?? '',
            items,
            r.groupId ? (teamById.get(r.groupId) ?? null) : null,
          ),
        ),
        total,
        query,
      );
    },
  };
}

export type GroupOrderService = ReturnType<typeof createGroupOrderService>;
