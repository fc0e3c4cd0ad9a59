import { and, asc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { countWhere } from '../../db/count.ts';
import type { Db } from '../../db/database.ts';
import { firstRow } from '../../db/first-row.ts';
import type { NewUserRow, UserRow } from '../../db/schema/identity.schema.ts';
import type { ConsoleRole, SessionKind } from '@cloudmall/contract';
import {
  memberRoles,
  registrationCodes,
  users,
  userSessions,
} from '../../db/schema/identity.schema.ts';

export const identityRepository = {
  async findUserById(db: Db, id: number): Promise<UserRow | undefined> {
    return firstRow(db, users, eq(users.id, id));
  },

  /** Locks the member's row for the rest of the transaction (serialises logins of one member). */
  async lockUser(db: Db, id: number): Promise<UserRow | undefined> {
    const rows = await db.select().from(users).where(eq(users.id, id)).for('update');
    return rows[0];
  },

  /** Names and avatars of the given members, locked ones included. */
  cardsByIds(db: Db, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .select({
        id: users.id,
        username: users.username,
        nickname: users.nickname,
        avatar: users.avatar,
      })
      .from(users)
      .where(inArray(users.id, ids));
  },

  /** Ids of every member who can log in (status normal), in id order. */
  async normalMemberIds(db: Db): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.status, 'normal'))
      .orderBy(asc(users.id));
    return rows.map((row) => row.id);
  },

  async findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
    return firstRow(db, users, sql`lower(${users.username}) = lower(${username})`);
  },

  /** The member whose number is confirmed by an SMS code (at most one); unconfirmed numbers are not found. */
  async findUserByConfirmedMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
    return firstRow(db, users, and(eq(users.mobile, mobile), isNotNull(users.mobileVerifiedAt)));
  },

  async findUserByInviteCode(db: Db, code: string): Promise<UserRow | undefined> {
    return firstRow(db, users, eq(users.inviteCode, code));
  },

  async insertUser(db: Db, user: NewUserRow): Promise<UserRow> {
    const rows = await db.insert(users).values(user).returning();
    return rows[0]!;
  },

  async updateUser(db: Db, id: number, changes: Partial<NewUserRow>): Promise<UserRow | undefined> {
    const rows = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return rows[0];
  },

  /** Takes one use of a platform registration code if it is still valid; false when it is not. */
  async claimRegistrationCode(db: Db, code: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(registrationCodes)
      .set({ remainingUses: sql`${registrationCodes.remainingUses} - 1` })
      .where(
        and(
          eq(registrationCodes.code, code),
          sql`(${registrationCodes.remainingUses} is null or ${registrationCodes.remainingUses} > 0)`,
          sql`(${registrationCodes.expiresAt} is null or ${registrationCodes.expiresAt} > ${now.toISOString()})`,
        ),
      )
      .returning({ code: registrationCodes.code });
    return rows.length > 0;
  },

  async insertSession(
    db: Db,
    session: {
      userId: number;
      tokenHash: string;
      ip: string;
      userAgent: string;
      expiresAt: Date;
      kind: SessionKind;
    },
  ): Promise<{ id: number }> {
    const rows = await db.insert(userSessions).values(session).returning({ id: userSessions.id });
    return rows[0]!;
  },

  async findLiveSession(db: Db, tokenHash: string, now: Date) {
    const rows = await db
      .select({
        sessionId: userSessions.id,
        userId: userSessions.userId,
        expiresAt: userSessions.expiresAt,
        kind: userSessions.kind,
        roles: sql<
          ConsoleRole[]
        >`coalesce((select json_agg(${memberRoles.role}) from ${memberRoles} where ${memberRoles.userId} = ${userSessions.userId}), '[]'::json)`,
        status: users.status,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(and(eq(userSessions.tokenHash, tokenHash), gt(userSessions.expiresAt, now)))
      .limit(1);
    return rows[0];
  },

  async deleteSession(db: Db, tokenHash: string): Promise<void> {
    await db.delete(userSessions).where(eq(userSessions.tokenHash, tokenHash));
  },

  /** Revokes every session of one kind of a member; answers their ids. */
  async deleteSessionsOfKind(db: Db, userId: number, kind: SessionKind): Promise<number[]> {
    const rows = await db
      .delete(userSessions)
      .where(and(eq(userSessions.userId, userId), eq(userSessions.kind, kind)))
      .returning({ id: userSessions.id });
    return rows.map((row) => row.id);
  },

  /** Revokes every session of a member, or every one but `keepSessionId`. */
  async deleteSessionsOfUser(db: Db, userId: number, keepSessionId?: number): Promise<number> {
    const condition =
      keepSessionId === undefined
        ? eq(userSessions.userId, userId)
        : and(eq(userSessions.userId, userId), ne(userSessions.id, keepSessionId));
    const rows = await db.delete(userSessions).where(condition).returning({ id: userSessions.id });
    return rows.length;
  },

  async countSessionsOfUser(db: Db, userId: number): Promise<number> {
    return countWhere(db, userSessions, eq(userSessions.userId, userId));
  },
};
