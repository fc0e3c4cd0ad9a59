import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  bigintNumber,
  createdAt,
  requiredRef,
  serialId,
  timestamptz,
  translations,
  updatedAt,
} from './columns.ts';
import { goods, goodsId, goodsSkus } from './catalog.schema.ts';
import { orders } from './orders.schema.ts';
import { users } from './identity.schema.ts';

/** A script a device can run (sold as goods `goodsId`); names per language in `translations`. */
export const scripts = pgTable('scripts', {
  id: serialId(),
  name: varchar('name', { length: 120 }).notNull(),
  translations: translations(),
  goodsId: bigintNumber('goods_id').references(() => goods.id),
  /** A disabled script gets no new batch codes nor campaigns; codes already issued still redeem. */
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Which goods (or one SKU of it; `skuId` null = every SKU) is a cloud-phone plan or a script:
 * paying an order line of it issues `days`-day codes of `kind`, one per unit bought.
 */
export const deviceOffers = pgTable(
  'device_offers',
  {
    id: serialId(),
    goodsId: goodsId(),
    skuId: bigintNumber('sku_id').references(() => goodsSkus.id),
    kind: varchar('kind', { length: 12 }).notNull(),
    days: integer('days').notNull(),
    scriptId: bigintNumber('script_id').references(() => scripts.id),
  },
  (t) => [
    uniqueIndex('device_offers_goods_sku_uq').on(t.goodsId, sql`coalesce(${t.skuId}, 0)`),
    check('device_offers_kind_check', sql`${t.kind} in ('cloud_phone', 'script')`),
    check('device_offers_days_check', sql`${t.days} >= 1`),
  ],
);

/**
 * A member's cloud phone. `state` running | shutdown | expired; past `expiresAt` it reads expired
 * even before the `devices.expire` job writes it. `deviceCode` is the public id (the plugin's key
 * id), `pluginSecret` 32 random bytes in hex (the plugin's HMAC key). `frozenAt`: the plugin is
 * refused. `boundCodes` counts codes bound here (capped by `devices.codeCap`, under the row lock).
 */
export const devices = pgTable(
  'devices',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id),
    name: varchar('name', { length: 64 }).notNull(),
    deviceCode: varchar('device_code', { length: 32 }).notNull(),
    pluginSecret: char('plugin_secret', { length: 64 }).notNull(),
    state: varchar('state', { length: 12 }).notNull().default('running'),
    expiresAt: timestamptz('expires_at').notNull(),
    free: boolean('free').notNull().default(false),
    provider: varchar('provider', { length: 24 }).notNull().default('database'),
    online: boolean('online').notNull().default(false),
    lastSeenAt: timestamptz('last_seen_at'),
    frozenAt: timestamptz('frozen_at'),
    frozenBy: bigintNumber('frozen_by'),
    frozenReason: varchar('frozen_reason', { length: 200 }),
    boundCodes: integer('bound_codes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('devices_code_uq').on(t.deviceCode),
    index('devices_user_idx').on(t.userId, t.id),
    index('devices_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} <> 'expired'`),
    /** One free cloud phone per member. */
    uniqueIndex('devices_free_uq')
      .on(t.userId)
      .where(sql`${t.free}`),
    check('devices_state_check', sql`${t.state} in ('running', 'shutdown', 'expired')`),
    check('devices_bound_codes_check', sql`${t.boundCodes} >= 0`),
  ],
);

/**
 * One console batch of unowned codes: what it issues (`kind`, `scriptId`, `days`), how many, by whom
 * and why. Its codes point back through `activation_codes.batch_id`.
 */
export const codeBatches = pgTable('code_batches', {
  id: serialId(),
  kind: varchar('kind', { length: 12 }).notNull(),
  scriptId: bigintNumber('script_id').references(() => scripts.id),
  days: integer('days').notNull(),
  count: integer('count').notNull(),
  note: varchar('note', { length: 200 }).notNull().default(''),
  createdBy: bigintNumber('created_by').notNull(),
  createdAt: createdAt(),
});

/**
 * An activation code, looked up by `codeHash` (SHA-256 of the normalised code). A batch code has
 * no owner (`userId` null) and is a bearer secret: only its hash and `last4` are stored, the code is
 * shown once. An owned code (order, seed) keeps `code` so its owner can read it on `/pages/mycode`:
 * only that owner can redeem it, so reading the table gives nobody else a usable code.
 * `state` unused | bound | expired. `source` order | batch | seed.
 */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: serialId(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    code: varchar('code', { length: 16 }),
    kind: varchar('kind', { length: 12 }).notNull(),
    scriptId: bigintNumber('script_id').references(() => scripts.id),
    days: integer('days').notNull(),
    source: varchar('source', { length: 8 }).notNull(),
    /** The console batch of a `batch` code (null for order and seed codes, and batches before 0022). */
    batchId: bigintNumber('batch_id').references(() => codeBatches.id),
    orderId: bigintNumber('order_id').references(() => orders.id),
    /** Which unit of which order line (idempotent issue: one code per unit). */
    orderItemId: bigintNumber('order_item_id'),
    unitNo: integer('unit_no'),
    userId: bigintNumber('user_id').references(() => users.id),
    state: varchar('state', { length: 8 }).notNull().default('unused'),
    expiresAt: timestamptz('expires_at').notNull(),
    deviceId: bigintNumber('device_id').references(() => devices.id),
    boundAt: timestamptz('bound_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('activation_codes_hash_uq').on(t.codeHash),
    uniqueIndex('activation_codes_order_unit_uq').on(t.orderItemId, t.unitNo),
    index('activation_codes_user_idx').on(t.userId, t.state, t.id),
    index('activation_codes_device_idx').on(t.deviceId),
    index('activation_codes_batch_idx').on(t.batchId, t.id),
    check('activation_codes_kind_check', sql`${t.kind} in ('cloud_phone', 'script')`),
    check('activation_codes_state_check', sql`${t.state} in ('unused', 'bound', 'expired')`),
    check(
      'activation_codes_script_check',
      sql`(${t.kind} = 'script') = (${t.scriptId} is not null)`,
    ),
  ],
);

/** A script available on a device (a code bound there), enabled or not. */
export const deviceScripts = pgTable(
  'device_scripts',
  {
    id: serialId(),
    deviceId: requiredRef('device_id', () => devices.id),
    scriptId: requiredRef('script_id', () => scripts.id),
    codeId: requiredRef('code_id', () => activationCodes.id),
    enabled: boolean('enabled').notNull().default(false),
    enabledAt: timestamptz('enabled_at'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('device_scripts_device_script_uq').on(t.deviceId, t.scriptId)],
);

/** A member frozen for the script plugin (every device of theirs is refused), by an admin. */
export const pluginMemberFreezes = pgTable('plugin_member_freezes', {
  userId: bigintNumber('user_id')
    .primaryKey()
    .references(() => users.id),
  by: bigintNumber('by').notNull(),
  reason: varchar('reason', { length: 200 }).notNull(),
  createdAt: createdAt(),
});
