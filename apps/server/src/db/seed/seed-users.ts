import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import type { ConsoleRole } from '@cloudmall/contract';
import { memberByConfirmedMobile, memberByUsername } from '../../modules/identity/index.ts';
import { memberRoles, users, type NewUserRow, type UserRow } from '../schema/index.ts';

/*
 * The seed's rule: it is a db-level tool. It writes demo rows straight into tables with its own
 * inserts (here and in each *.seed.ts), and uses a module only through its index.ts, for the rules
 * it must not restate (password hashes, invite codes, rich-text cleaning, settings defaults, ledger
 * credits). It never imports a module's repository or any other file inside a module.
 */

/** The demo members the seed reads and writes (users table). */
export const seedUsers = {
  /** A member by username, any case. */
  byUsername: memberByUsername,

  /** The member whose number is confirmed; unconfirmed numbers are not found. */
  byConfirmedMobile: memberByConfirmedMobile,

  async insert(db: Db, user: NewUserRow): Promise<UserRow> {
    return (await db.insert(users).values(user).returning())[0]!;
  },

  /** Gives a demo member console roles (kept when already held). */
  async grantRoles(db: Db, userId: number, roles: readonly ConsoleRole[]): Promise<void> {
    if (!roles.length) return;
    await db
      .insert(memberRoles)
      .values(roles.map((role) => ({ userId, role })))
      .onConflictDoNothing();
  },

  async confirmMobile(db: Db, id: number, at: Date): Promise<void> {
    await db
      .update(users)
      .set({ mobileVerifiedAt: at, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  },
};
