import { userIdOf } from '../../../test/order-helpers.ts';
import { tokenOf } from '../../../test/wallet-helpers.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';

export { t };

/** The app (with the demo catalogue) and the sessions of one refunds test file, set once `useRefundsApp()` ran its hook. */
export let buyer: string;
export let other: string;
export let merchant: string;
export let shop2: string;
export let buyerId: number;

/** Starts one app per test file before its tests, logs the demo members in, and closes it after them. */
export function useRefundsApp(): void {
  useTestApp({ catalog: true }, async () => {
    [buyer, other, merchant, shop2] = (await Promise.all(
      ['demo', 'demo2', 'merchant', 'shop2'].map((name) => tokenOf(t, name)),
    )) as [string, string, string, string];
    buyerId = await userIdOf(t, buyer);
  });
}

export const toMinor = (money: string) => BigInt(money.replace('.', ''));
/** One session per member: `reconciled` logs the admin in again, so each admin step logs in afresh. */
export const admin = () => tokenOf(t, 'admin');
