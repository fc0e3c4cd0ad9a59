import type { z } from 'zod';
import type {
  GroupActivity,
  GroupActivityInputSchema,
  GroupTeamRow,
} from '@cloudmall/contract/orders';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { callerShopIdOf } from '../../platform/caller-shop.ts';
import { recordAudit, type AuditAction } from '../../platform/audit.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { offsetOf, type PageQuery, toPage } from '../../platform/http/paging.ts';
import type { GroupGoodsRow } from './groups.repository.ts';
import type { GroupsDeps } from './ports.ts';
import { shopGroupsRepository as repo } from './shop-groups.repository.ts';

type ActivityInput = z.output<typeof GroupActivityInputSchema>;
type Counts = { open: number; formed: number };

const toActivity = (
  row: GroupGoodsRow,
  goods: { title: string; image: string } | undefined,
  counts: Counts | undefined,
): GroupActivity => ({
  goods_id: row.goodsId,
  title: goods?.title ?? '',
  image: goods?.image ?? '',
  people_num: row.peopleNum,
  group_hours: row.groupHours,
  group_percent: row.groupPercent,
  is_alone: row.isAlone,
  purchase_limit: row.purchaseLimit,
  status: row.status === 'normal' ? 'normal' : 'ended',
  open_teams: counts?.open ?? 0,
  formed_teams: counts?.formed ?? 0,
  createtime: unixSeconds(row.createdAt),
});

const columnsOf = (input: ActivityInput) => ({
  peopleNum: input.people_num,
  groupHours: input.group_hours,
  groupPercent: input.group_percent,
  isAlone: input.is_alone,
  purchaseLimit: input.purchase_limit,
});

export type ShopGroupsService = ReturnType<typeof createShopGroupsService>;

/** A merchant's own group-buy activities and teams in the console; changes are audited. */
export function createShopGroupsService(
  deps: Pick<GroupsDeps, 'db' | 'clock' | 'catalog' | 'members' | 'shops'>,
) {
  const { db, clock, catalog, members, shops } = deps;

  const shopIdOf = callerShopIdOf(shops, 'shop_not_found');

  async function decorate(rows: GroupGoodsRow[]): Promise<GroupActivity[]> {
    const ids = rows.map((row) => row.goodsId);
    const [briefs, counts] = await Promise.all([
      catalog.goodsBriefs(db, ids),
      repo.teamCounts(db, ids),
    ]);
    return rows.map((row) => toActivity(row, briefs.get(row.goodsId), counts.get(row.goodsId)));
  }

  /** Writes one activity of the caller's shop in a transaction with its audit entry. */
  async function write(
    userId: number,
    goodsId: number,
    action: AuditAction,
    work: (trx: Db, shopId: number, row: GroupGoodsRow | undefined) => Promise<GroupGoodsRow>,
    reason?: string,
  ): Promise<GroupActivity> {
    const shopId = await shopIdOf(userId);
    const brief = (await catalog.goodsBriefs(db, [goodsId])).get(goodsId);
    if (!brief || brief.shopId !== shopId) throw new AppError('not_found');
    const after = await inTransaction(db, async (trx) => {
      const row = await repo.lockActivity(trx, goodsId);
      const written = await work(trx, shopId, row);
      await recordAudit(trx, {
        ...{ actorUserId: userId, action, targetType: 'group_goods', targetId: goodsId, reason },
        ...{ before: row ?? null, after: written, detail: { shop_id: shopId } },
      });
      return written;
    });
    return (await decorate([after]))[0]!;
  }

  return {
    /** The caller's shop's activities only, by status, newest first, with team counts. */
    async activities(userId: number, query: PageQuery & { status?: 'normal' | 'ended' }) {
      const shopId = await shopIdOf(userId);
      const { rows, total } = await repo.pageActivities(
        db,
        shopId,
        query.status,
        offsetOf(query),
        query.list_rows,
      );
      return toPage(await decorate(rows), total, query);
    },

    /** Offers one of the shop's goods (another shop's is not_found); an ended activity starts again. */
    create: (userId: number, input: ActivityInput) =>
      write(userId, input.goods_id, 'merchant.group.create', async (trx, shopId, row) => {
        if (row?.status === 'normal') throw new AppError('group_activity_exists');
        if (row)
          return repo.updateActivity(trx, input.goods_id, {
            ...columnsOf(input),
            status: 'normal',
            createdAt: clock.now(),
          });
        return repo.insertActivity(trx, shopId, input.goods_id, columnsOf(input));
      }),

    /** Ends an activity of the shop: no new teams or joins; audited with the reason. */
    end: (userId: number, goodsId: number, reason: string) =>
      write(
        userId,
        goodsId,
        'merchant.group.end',
        async (trx, _shopId, row) => {
          if (!row) throw new AppError('not_found');
          return repo.updateActivity(trx, goodsId, { status: 'ended' });
        },
        reason,
      ),

    /** Teams of the shop's group buys, by state and goods, newest first. */
    async teams(userId: number, query: PageQuery & { state?: string; goods_id?: number }) {
      const shopId = await shopIdOf(userId);
      const { rows, total } = await repo.pageTeams(
        db,
        shopId,
        { state: query.state, goodsId: query.goods_id },
        offsetOf(query),
        query.list_rows,
      );
      const [briefs, leaders] = await Promise.all([
        catalog.goodsBriefs(db, [...new Set(rows.map((row) => row.goodsId))]),
        members.briefs(db, [...new Set(rows.map((row) => row.leaderId))]),
      ]);
      const names = new Map(leaders.map((leader) => [leader.id, leader.nickname]));
      const data: GroupTeamRow[] = rows.map((row) => ({
        id: row.id,
        group_no: row.groupNo,
        goods_id: row.goodsId,
        title: briefs.get(row.goodsId)?.title ?? '',
        leader: names.get(row.leaderId) ?? '',
        people_num: row.peopleNum,
        join_num: row.joinNum,
        state: row.state as GroupTeamRow['state'],
        expiretime: unixSeconds(row.expiresAt),
        createtime: unixSeconds(row.createdAt),
      }));
      return toPage(data, total, query);
    },
  };
}
