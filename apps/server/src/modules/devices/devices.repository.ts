import {
  and,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { claimRows } from '../../db/claim.ts';
import type { Db } from '../../db/database.ts';
import { insertedNew } from '../../db/insert-new.ts';
import { firstRow } from '../../db/first-row.ts';
import { escapeLike } from '../../db/like.ts';
import { tablePage } from '../../db/page.ts';
import {
  devices,
  deviceScripts,
  pluginMemberFreezes,
  scripts,
} from '../../db/schema/devices.schema.ts';

export type DeviceRow = typeof devices.$inferSelect;
export type NewDeviceRow = typeof devices.$inferInsert;
export type ScriptRow = typeof scripts.$inferSelect;

/** Filters of a device list (`now` decides what reads expired). */
export type DeviceFilter = {
  userId?: number;
  state?: 'running' | 'shutdown' | 'expired';
  frozen?: boolean;
  deviceCode?: string;
  now: Date;
};

/** Queries of devices, scripts on devices and plugin freezes. */
export const devicesRepository = {
  async insert(db: Db, row: NewDeviceRow): Promise<DeviceRow | undefined> {
    return (await db.insert(devices).values(row).onConflictDoNothing().returning())[0];
  },

  async own(db: Db, userId: number, id: number, lock = false): Promise<DeviceRow | undefined> {
    const query = db
      .select()
      .from(devices)
      .where(and(eq(devices.id, id), eq(devices.userId, userId)))
      .limit(1);
    return (lock ? await query.for('update') : await query)[0];
  },

  async byCode(db: Db, deviceCode: string): Promise<DeviceRow | undefined> {
    return (await db.select().from(devices).where(eq(devices.deviceCode, deviceCode)).limit(1))[0];
  },

  async page(db: Db, filter: DeviceFilter, offset: number, limit: number) {
    const where = and(
      filter.userId === undefined ? undefined : eq(devices.userId, filter.userId),
      filter.state === 'expired'
        ? or(eq(devices.state, 'expired'), lte(devices.expiresAt, filter.now))
        : filter.state
          ? and(eq(devices.state, filter.state), gt(devices.expiresAt, filter.now))
          : undefined,
      filter.frozen === undefined
        ? undefined
        : filter.frozen
          ? isNotNull(devices.frozenAt)
          : isNull(devices.frozenAt),
      filter.deviceCode
        ? ilike(devices.deviceCode, `${escapeLike(filter.deviceCode)}%`)
        : undefined,
    );
    return tablePage(db, devices, {
      where,
      orderBy: [desc(devices.id)],
      offset,
      limit,
    });
  },

  /** Takes one place of the device's code cap; undefined when the cap is reached (guarded). */
  async takeCodePlace(db: Db, id: number, userId: number, cap: number, now: Date) {
    return (
      await db
        .update(devices)
        .set({ boundCodes: sql`${devices.boundCodes} + 1`, updatedAt: now })
        .where(and(eq(devices.id, id), eq(devices.userId, userId), lt(devices.boundCodes, cap)))
        .returning()
    )[0];
  },

  async update(db: Db, id: number, values: Partial<NewDeviceRow>): Promise<DeviceRow> {
    return (await db.update(devices).set(values).where(eq(devices.id, id)).returning())[0]!;
  },

  /** Moves the device from one of `from` to `to` (guarded); undefined when it was elsewhere. */
  async transition(db: Db, id: number, from: string[], to: string, now: Date) {
    return (
      await db
        .update(devices)
        .set({ state: to, updatedAt: now })
        .where(and(eq(devices.id, id), inArray(devices.state, from)))
        .returning()
    )[0];
  },

  /** Devices past their expiry not yet marked, claimed for this run (skip locked). */
  async claimDue(db: Db, now: Date, limit: number): Promise<DeviceRow[]> {
    return claimRows(db, devices, {
      where: and(ne(devices.state, 'expired'), lte(devices.expiresAt, now)),
      orderBy: [devices.id],
      limit,
    });
  },

  async markExpired(db: Db, ids: number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(devices)
      .set({ state: 'expired', online: false, updatedAt: now })
      .where(inArray(devices.id, ids));
  },

  async setFrozen(db: Db, id: number, freeze: { at: Date; by: number; reason: string } | null) {
    await db
      .update(devices)
      .set(
        freeze
          ? { frozenAt: freeze.at, frozenBy: freeze.by, frozenReason: freeze.reason }
          : { frozenAt: null, frozenBy: null, frozenReason: null },
      )
      .where(eq(devices.id, id));
  },

  async memberFrozen(db: Db, userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .select({ userId: pluginMemberFreezes.userId })
      .from(pluginMemberFreezes)
      .where(inArray(pluginMemberFreezes.userId, userIds));
    return new Set(rows.map((r) => r.userId));
  },

  async freezeMember(db: Db, userId: number, by: number, reason: string): Promise<boolean> {
    return insertedNew(db, pluginMemberFreezes, { userId, by, reason });
  },

  async unfreezeMember(db: Db, userId: number): Promise<boolean> {
    const rows = await db
      .delete(pluginMemberFreezes)
      .where(eq(pluginMemberFreezes.userId, userId))
      .returning({ userId: pluginMemberFreezes.userId });
    return rows.length > 0;
  },

  async scriptsById(db: Db, ids: number[]): Promise<Map<number, ScriptRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(scripts).where(inArray(scripts.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  },

  /** Scripts available on devices (a code bound there), with their names. */
  async scriptsOn(db: Db, deviceIds: number[]) {
    if (deviceIds.length === 0) return [];
    return db
      .select({ row: deviceScripts, script: scripts })
      .from(deviceScripts)
      .innerJoin(scripts, eq(scripts.id, deviceScripts.scriptId))
      .where(inArray(deviceScripts.deviceId, deviceIds))
      .orderBy(deviceScripts.id);
  },

  /** Makes a script available on a device (nothing when it already is). */
  async addScript(db: Db, row: { deviceId: number; scriptId: number; codeId: number; now: Date }) {
    await db
      .insert(deviceScripts)
      .values({ ...row, updatedAt: row.now })
      .onConflictDoNothing();
  },

  deviceScript: (db: Db, deviceId: number, scriptId: number) =>
    firstRow(
      db,
      deviceScripts,
      and(eq(deviceScripts.deviceId, deviceId), eq(deviceScripts.scriptId, scriptId)),
    ),

  /** Enables or disables (guarded on the current flag); undefined when it already was so. */
  async setEnabled(db: Db, id: number, enabled: boolean, now: Date) {
    return (
      await db
        .update(deviceScripts)
        .set({ enabled, enabledAt: enabled ? now : null, updatedAt: now })
        .where(and(eq(deviceScripts.id, id), eq(deviceScripts.enabled, !enabled)))
        .returning()
    )[0];
  },
};
