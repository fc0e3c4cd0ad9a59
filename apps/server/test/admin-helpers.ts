import { walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, memberRoles } from '../src/db/schema/index.ts';
import { useTestApp } from './app-per-file.ts';
import { call, type TestApp, type TestAppOptions } from './test-app.ts';
import { addBankCard, fund, newMember, tokenOf } from './wallet-helpers.ts';

export const KYC = {
  name: 'Ada Member',
  id_type: 'passport',
  id_number: 'P1234567',
  front_image: '/uploads/2026/11/front.webp',
  back_image: '',
};

/** Tokens of an admin, a plain member and a merchant (the console's refused callers). */
export async function roleTokens(t: TestApp) {
  return {
    admin: await tokenOf(t, 'admin'),
    member: await tokenOf(t, 'demo'),
    merchant: await tokenOf(t, 'merchant'),
  };
}

export type RoleTokens = Awaited<ReturnType<typeof roleTokens>>;

/** One app for the test file (`useTestApp`) and the role tokens, filled in once the app is up. */
export function useTestAppWithRoleTokens(options: TestAppOptions = {}): RoleTokens {
  const tokens = { admin: '', member: '', merchant: '' };
  useTestApp(options, async (app) => {
    Object.assign(tokens, await roleTokens(app));
  });
  return tokens;
}

/** The admin's token in the running test file, set once `useTestAppWithAdmin()` logged it in. */
export let admin: string;

/** One app for the test file (`useTestApp`) with the admin logged in first (`admin`), then `ready`. */
export function useTestAppWithAdmin(
  options: TestAppOptions = {},
  ready?: (app: TestApp) => Promise<void>,
): void {
  useTestApp(options, async (app) => {
    admin = await tokenOf(app, 'admin');
    await ready?.(app);
  });
}

/** A second platform admin (test setup: the role is given directly). */
export async function secondAdmin(t: TestApp, username: string): Promise<string> {
  const m = await newMember(t, username);
  await t.db.insert(memberRoles).values({ userId: m.id, role: 'admin' });
  return tokenOf(t, username, 'secret99');
}

/** A member with `amountMinor` on the balance, approved KYC and a bank card. */
export async function verifiedMember(
  t: TestApp,
  admin: string,
  username: string,
  amountMinor = 100_000n,
) {
  const m = await newMember(t, username);
  await fund(t, m.id, amountMinor);
  await call(t, walletRoutes.submitKyc, KYC, m.token);
  const review = await call(
    t,
    walletConsoleRoutes.reviewKyc,
    { user_id: m.id, decision: 'approve' },
    admin,
  );
  if (review.body.code !== 1) throw new Error(`kyc review: ${review.body.msg}`);
  return { ...m, bankId: await addBankCard(t, m.token) };
}

/** Audit entries of a target (newest first). */
export const auditOf = (t: TestApp, target: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id));

/** The newest audit entry. */
export const lastAudit = async (t: TestApp) =>
  (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

/** Audit entries of one row, by its type (`coupon`, `live_room`) and id. */
export const auditsOfRow = (t: TestApp, targetType: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(id))));
