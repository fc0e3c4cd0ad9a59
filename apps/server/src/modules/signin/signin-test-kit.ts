import { signinRoutes } from '@cloudmall/contract/signin';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { call, type TestApp } from '../../../test/test-app.ts';
import { newMember } from '../../../test/wallet-helpers.ts';

const DAY_MS = 86_400_000;
let serial = 0;

/** Moves the app's clock forward to the next instant whose UTC time of day is `hh:mm:ss.mmm`. */
export function advanceToUtc(t: TestApp, time: string): void {
  const now = t.clock.now();
  const target = new Date(`${now.toISOString().slice(0, 10)}T${time}Z`);
  while (target.getTime() <= now.getTime()) target.setTime(target.getTime() + DAY_MS);
  t.clock.advance(target.getTime() - now.getTime());
}

/** A fresh member with a nickname other than its username (so a rank cannot leak the username). */
export async function signer(t: TestApp, prefix: string) {
  serial += 1;
  const username = `${prefix}${serial}${Date.now() % 1e5}`.slice(0, 20);
  const m = await newMember(t, username);
  const nickname = `Nick ${prefix} ${serial}`;
  await t.db.update(users).set({ nickname, avatar: '/a.png' }).where(eq(users.id, m.id));
  return { ...m, username, nickname };
}

export const sign = (t: TestApp, token: string, tz?: string) =>
  call(t, signinRoutes.sign, tz ? { tz } : {}, token);
export const status = async (t: TestApp, token: string, tz?: string) =>
  (await call(t, signinRoutes.status, tz ? { tz } : {}, token)).body.data!;
export { DAY_MS };
