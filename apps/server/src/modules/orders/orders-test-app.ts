import { and, eq } from 'drizzle-orm';
import { notices, shops } from '../../db/schema/index.ts';
import { ensureAddress, userIdOf } from '../../../test/order-helpers.ts';
import { countRows } from '../../../test/rows.ts';
import { tokenOf } from '../../../test/wallet-helpers.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';

export { t };

export const DAY = 86_400_000;
/** The app (with the demo catalogue) and the demo buyer of one orders test file, set once `useOrdersApp()` ran its hook. */
export let demo: string;
export let demoId: number;

/** Starts one app per test file before its tests (the demo buyer has an address) and closes it after them. */
export function useOrdersApp(): void {
  useTestApp({ catalog: true }, async () => {
    demo = await tokenOf(t, 'demo');
    demoId = await userIdOf(t, demo);
    await ensureAddress(t, demo);
  });
}

export const counters = async () => (await t.orders.statisticsOf(demoId)).order;
export const balanceMinor = async (userId: number) =>
  (await t.wallet.balances.figures(userId)).balanceMinor;
export const orderNotices = () =>
  countRows(t, notices, and(eq(notices.userId, demoId), eq(notices.type, 'order')));
export const ownerOf = async (shopId: number) =>
  (await t.db.select({ userId: shops.userId }).from(shops).where(eq(shops.id, shopId)))[0]!.userId;
