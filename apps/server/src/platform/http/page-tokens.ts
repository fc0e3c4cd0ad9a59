import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/**
 * One-time page tokens (the protocol's checkout and cashier tokens): a page is handed a token, and
 * the step it leads to sends it back as that step's idempotency key (`idempotent`, same member and a
 * step scope), so a replay answers the first result and a second, different use is refused.
 * Issued tokens are kept beside the idempotency keys, under `<scope>.issued`, per member, with the
 * moment they expire: a token never issued, issued to another member or expired is not valid.
 */
export interface PageTokenScope {
  userId: number;
  /** The step the token is for, e.g. `orders.checkout`. */
  scope: string;
}

const issuedScope = (scope: string) => `${scope}.issued`;

/** Issues a fresh token for the member's next `scope` step, valid for `ttlSeconds` from `now`. */
export async function issuePageToken(
  db: Db,
  at: PageTokenScope & { now: Date; ttlSeconds: number },
): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  const expiresAt = at.now.getTime() + at.ttlSeconds * 1000;
  await db.insert(idempotencyKeys).values({
    userId: at.userId,
    scope: issuedScope(at.scope),
    key: token,
    requestHash: 'issued',
    response: { expires_at: expiresAt },
  });
  return token;
}

/** Whether `token` was issued to this member for this step and has not expired at `now`. */
export async function pageTokenValid(
  db: Db,
  at: PageTokenScope & { token: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, at.userId),
        eq(idempotencyKeys.scope, issuedScope(at.scope)),
        eq(idempotencyKeys.key, at.token),
      ),
    )
    .limit(1);
  const issued = rows[0]?.response as { expires_at?: number } | undefined;
  return !!issued && typeof issued.expires_at === 'number' && issued.expires_at > at.now.getTime();
}
