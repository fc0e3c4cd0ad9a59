// Test-only helpers of the team tests (not imported by the module).
import { identityRoutes } from '@cloudmall/contract';
import { teamRoutes } from '@cloudmall/contract/team';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { call, type TestApp } from '../../../test/test-app.ts';

let serial = 0;

/** Registers a member with an invitation (or platform) code; answers id, token and own code. */
export async function invited(t: TestApp, code: string, prefix = 'tm') {
  serial += 1;
  const username = `${prefix}${Date.now().toString(36)}${serial}`;
  const mobile = `9056${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { body } = await call(t, identityRoutes.register, {
    username,
    password: 'secret99',
    invite_code: code,
    mobile,
  });
  if (!body.data) throw new Error(`register failed: ${body.msg}`);
  const id = body.data.userinfo.id;
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return { id, token: body.data.userinfo.token, code: row!.inviteCode };
}

/** A member's parent id as stored. */
export async function parentOf(t: TestApp, id: number): Promise<number | null> {
  const [row] = await t.db.select({ parentId: users.parentId }).from(users).where(eq(users.id, id));
  return row?.parentId ?? null;
}

/** The member's held income as the wallet shows it ("5.00"). */
export const heldOf = async (t: TestApp, userId: number) =>
  (await t.wallet.balances.summary(userId)).held_income;

/** The team overview of a member. */
export async function overviewOf(t: TestApp, token: string) {
  const { body } = await call(t, teamRoutes.overview, {}, token);
  if (!body.data) throw new Error(`overview failed: ${body.msg}`);
  return body.data;
}
