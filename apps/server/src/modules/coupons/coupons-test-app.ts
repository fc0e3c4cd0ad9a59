import { eq } from 'drizzle-orm';
import { coupons, shops, users } from '../../db/schema/index.ts';
import { tokenOf } from '../../../test/wallet-helpers.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';

export { t };

export const DAY = 86_400_000;
/** The app (with the demo catalogue), the demo member and the first two shops of one coupons test file, set once `useCouponsApp()` ran its hook. */
export let demo: string;
export let demoId: number;
export let shop1: number;
export let shop2: number;

/** Starts one app per test file before its tests and closes it after them. */
export function useCouponsApp(): void {
  useTestApp(
    { catalog: true },
    async () => {
      demo = await tokenOf(t, 'demo');
      const [d] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
      demoId = d!.id;
      const rows = await t.db.select({ id: shops.id }).from(shops).orderBy(shops.id).limit(2);
      [shop1, shop2] = rows.map((r) => r.id) as [number, number];
    },
    60_000,
  );
}

export type NewCoupon = typeof coupons.$inferInsert;
export async function makeCoupon(values: Partial<NewCoupon>): Promise<number> {
  const [row] = await t.db
    .insert(coupons)
    .values({
      shopId: shop1,
      type: 'reduction',
      name: 'test',
      priceMinor: 500n,
      limitMinor: 0n,
      preType: 'appoint',
      validityDays: 7,
      drawLimit: 1,
      ...values,
    })
    .returning();
  return row!.id;
}

export async function makeUsers(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const [user] = await t.db
      .insert(users)
      .values({
        username: `cp${Date.now() % 1e6}${i}`,
        nickname: 'c',
        passwordHash: 'x',
        inviteCode: `C${Date.now() % 1e7}${i}`.slice(0, 8) + i,
      })
      .returning({ id: users.id });
    ids.push(user!.id);
  }
  return ids;
}
