import { walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { desc, eq } from 'drizzle-orm';
import { auditLog, memberRoles } from '../src/db/schema/index.ts';
import { call, type TestApp } from './test-app.ts';
import { fund, newMember, tokenOf } from './wallet-helpers.ts';

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
  const bank = await call(
    t,
    walletRoutes.addBank,
    { type: 'bank', holder: 'Ada Member', account: '6222020000001234', bank_name: 'Demo Bank' },
    m.token,
  );
  return { ...m, bankId: bank.body.data!.id };
}

/** Audit entries of a target (newest first). */
export const auditOf = (t: TestApp, target: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id));
