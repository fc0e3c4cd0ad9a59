import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { settings } from '../../db/schema/settings.schema.ts';

export const settingsRepository = {
  async find(db: Db, key: string): Promise<unknown> {
    const rows = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, key))
      .limit(1);
    return rows[0]?.value;
  },

  /** Inserts a value only where the key is not set yet (idempotent seeding). */
  async insertMissing(db: Db, key: string, value: unknown): Promise<boolean> {
    const rows = await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoNothing({ target: settings.key })
      .returning({ key: settings.key });
    return rows.length > 0;
  },

  all: (db: Db) =>
    db
      .select({ key: settings.key, value: settings.value, updatedAt: settings.updatedAt })
      .from(settings),

  /** One setting row, locked until the transaction ends (an update reads the value it replaces). */
  async findForUpdate(db: Db, key: string) {
    const rows = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, key))
      .for('update')
      .limit(1);
    return rows[0];
  },

  async upsert(db: Db, key: string, value: unknown): Promise<void> {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  },
};
