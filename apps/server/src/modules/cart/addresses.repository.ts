import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { countWhere } from '../../db/count.ts';
import type { Db } from '../../db/database.ts';
import { firstRowBy } from '../../db/first-row.ts';
import { tablePage } from '../../db/page.ts';
import { addresses } from '../../db/schema/cart.schema.ts';

import type { AddressRow } from './address-record.ts';

export type { AddressRow };
export type AddressValues = Pick<
  AddressRow,
  'name' | 'mobile' | 'province' | 'city' | 'district' | 'address'
>;

/** The member's address that `match` finds, if any. */
async function ownAddress(db: Db, userId: number, match: SQL): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), match));
  return row;
}

/** The `addresses` table; every query is scoped to its member. */
export const addressesRepository = {
  /**
   * Serialises one member's address writes (first-address default, set-default) until the
   * transaction ends, with a lock of the cart module's own (nothing else waits on it).
   */
  async lockMember(trx: Db, userId: number): Promise<void> {
    await trx.execute(
      sql`select pg_advisory_xact_lock(hashtext('cart.addresses'), ${userId}::int)`,
    );
  },

  async page(
    db: Db,
    userId: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: AddressRow[]; total: number }> {
    const mine = eq(addresses.userId, userId);
    return tablePage(db, addresses, {
      where: mine,
      orderBy: [desc(addresses.isDefault), desc(addresses.id)],
      offset,
      limit,
    });
  },

  countOf: (db: Db, userId: number): Promise<number> =>
    countWhere(db, addresses, eq(addresses.userId, userId)),

  find: (db: Db, userId: number, id: number) => ownAddress(db, userId, eq(addresses.id, id)),

  findDefault: (db: Db, userId: number) => ownAddress(db, userId, eq(addresses.isDefault, true)),

  newest: (db: Db, userId: number): Promise<AddressRow | undefined> =>
    firstRowBy(db, addresses, eq(addresses.userId, userId), desc(addresses.id)),

  async insert(db: Db, userId: number, values: AddressValues, now: Date): Promise<AddressRow> {
    const [row] = await db
      .insert(addresses)
      .values({ ...values, userId, isDefault: false, createdAt: now })
      .returning();
    return row!;
  },

  async update(
    db: Db,
    userId: number,
    id: number,
    values: AddressValues,
  ): Promise<AddressRow | undefined> {
    const [row] = await db
      .update(addresses)
      .set(values)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning();
    return row;
  },

  async remove(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
    const [row] = await db
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning();
    return row;
  },

  /** Makes `id` the member's only default (the others are unset first: the partial unique index allows one). */
  async makeDefault(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
    await db
      .update(addresses)
      .set({ isDefault: false })
      .where(
        and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)),
      );
    const [row] = await db
      .update(addresses)
      .set({ isDefault: sql`true` })
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning();
    return row;
  },
};
