import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintNumber, createdAt, requiredRef, serialId, timestamptz } from './columns.ts';
import { goods, goodsId, shopId } from './catalog.schema.ts';
import { memberId } from './identity.schema.ts';

/**
 * Goods offered for group buying (protocol §3.5, §4.5): a team of `peopleNum` pays
 * `groupPercent` % of the SKU price; `isAlone` also allows a solo purchase at the market price.
 */
export const groupGoods = pgTable(
  'group_goods',
  {
    goodsId: bigintNumber('goods_id')
      .primaryKey()
      .references(() => goods.id),
    shopId: shopId(),
    peopleNum: smallint('people_num').notNull().default(2),
    groupHours: smallint('group_hours').notNull().default(24),
    groupPercent: smallint('group_percent').notNull().default(80),
    isAlone: boolean('is_alone').notNull().default(true),
    /** Per member per goods; 0 is unlimited. */
    purchaseLimit: integer('purchase_limit').notNull().default(0),
    weigh: integer('weigh').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('normal'),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_goods_weigh_idx').on(t.status, t.weigh),
    check('group_goods_people_check', sql`${t.peopleNum} between 2 and 50`),
    check('group_goods_percent_check', sql`${t.groupPercent} between 1 and 100`),
  ],
);

/**
 * One team. `state`: ready (opened, leader unpaid), start (open, waiting for members), success
 * (full), fail (expired: every member refunded). `joinNum` counts paid members.
 */
export const groupTeams = pgTable(
  'group_teams',
  {
    id: serialId(),
    groupNo: varchar('group_no', { length: 32 }).notNull(),
    leaderId: memberId('leader_id'),
    shopId: shopId(),
    goodsId: goodsId(),
    peopleNum: smallint('people_num').notNull(),
    joinNum: smallint('join_num').notNull().default(0),
    state: varchar('state', { length: 8 }).notNull().default('ready'),
    expiresAt: timestamptz('expires_at').notNull(),
    formedAt: timestamptz('formed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_teams_no_key').on(t.groupNo),
    index('group_teams_goods_idx').on(t.goodsId, t.state),
    index('group_teams_due_idx').on(t.state, t.expiresAt),
    check('group_teams_join_check', sql`${t.joinNum} between 0 and ${t.peopleNum}`),
  ],
);

/** A paid member of a team (one per member per team). */
export const groupMembers = pgTable(
  'group_members',
  {
    id: serialId(),
    teamId: requiredRef('team_id', () => groupTeams.id),
    userId: memberId(),
    orderId: bigintNumber('order_id').notNull(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_members_team_user_key').on(t.teamId, t.userId),
    index('group_members_user_idx').on(t.userId),
  ],
);
