import type { Db } from '../../db/database.ts';
import { issuePageToken } from '../../platform/http/page-tokens.ts';

// The protocol's one-time page tokens of buying: checkout (preview → submit) and cashier (→ payment).

/** How long the preview's submit token lives (the protocol's 180 s) and a pay token (a day). */
export const CHECKOUT_TOKEN_SECONDS = 180;
export const PAY_TOKEN_SECONDS = 86_400;
/** The steps one-time tokens are issued for (and the idempotency scopes they key). */
export const CHECKOUT_SCOPE = 'orders.checkout';
export const PAY_SCOPE = 'orders.pay';

/** A fresh one-time token for paying the member's orders (cashier, after submit). */
export const issuePayToken = (db: Db, userId: number, now: Date) =>
  issuePageToken(db, { userId, scope: PAY_SCOPE, now, ttlSeconds: PAY_TOKEN_SECONDS });

/** The spec values of a SKU as the protocol lists them ("Red, XL" → ["Red", "XL"]). */
export const specValues = (difference: string) =>
  difference
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
