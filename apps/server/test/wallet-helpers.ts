import { randomBytes } from 'node:crypto';
import { identityRoutes } from '@cloudmall/contract';
import { walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { inTransaction } from '../src/db/transaction.ts';
import { credit, signDepositNotice } from '../src/modules/wallet/index.ts';
import { call, type TestApp } from './test-app.ts';

export const key = () => randomBytes(12).toString('hex');

export async function tokenOf(t: TestApp, account: string, password = 'demo1234'): Promise<string> {
  const { body } = await call(t, identityRoutes.login, { account, password });
  if (!body.data) throw new Error(`login failed for ${account}: ${body.msg}`);
  return body.data.userinfo.token;
}

/** Registers a fresh member (invited by demo) and answers its id and token. */
export async function newMember(
  t: TestApp,
  username: string,
): Promise<{ id: number; token: string }> {
  const mobile = `9055${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { body } = await call(t, identityRoutes.register, {
    username,
    password: 'secret99',
    invite_code: 'CLOUDMALL',
    mobile,
  });
  if (!body.data) throw new Error(`register failed: ${body.msg}`);
  return { id: body.data.userinfo.id, token: body.data.userinfo.token };
}

/** Puts money on a member's balance from the promotions account (test funding). */
export async function fund(t: TestApp, userId: number, amountMinor: bigint): Promise<void> {
  await inTransaction(t.db, (trx) =>
    credit(trx, {
      reason: 'reward',
      idempotencyKey: `test-fund:${key()}`,
      userId,
      amountMinor,
      from: 'promotions',
    }),
  );
}

/** Adds a bank card to a member (by default the demo card, Ada Member's); answers its id. */
export async function addBankCard(
  t: TestApp,
  token: string,
  card = { holder: 'Ada Member', account: '6222020000001234' },
): Promise<number> {
  const { body } = await call(
    t,
    walletRoutes.addBank,
    { type: 'bank', ...card, bank_name: 'Demo Bank' },
    token,
  );
  if (!body.data) throw new Error(`add bank card: ${body.msg}`);
  return body.data.id;
}

/** A member asks to withdraw `amount` to a bank card; answers the withdrawal id. */
export async function requestWithdrawal(
  t: TestApp,
  token: string,
  bankId: number,
  amount = '100.00',
): Promise<number> {
  const { body } = await call(
    t,
    walletRoutes.withdraw,
    { amount, bank_id: bankId, idempotency_key: key() },
    token,
  );
  if (body.code !== 1 || !body.data) throw new Error(`withdraw: ${body.msg}`);
  return body.data.id;
}

export async function balanceOf(t: TestApp, token: string): Promise<string> {
  return (await call(t, walletRoutes.summary, {}, token)).body.data!.balance;
}

export async function reconciled(t: TestApp) {
  const admin = await tokenOf(t, 'admin');
  return (await call(t, walletConsoleRoutes.reconcile, {}, admin)).body.data!;
}

/**
 * Posts a deposit notice signed like the chain watcher (or with a given signature/timestamp, or
 * naming a key id); a string is sent as the raw body.
 */
export function sendNotice(
  t: TestApp,
  notice: Record<string, unknown> | string,
  options: { timestamp?: number; signature?: string; keyId?: string } = {},
) {
  const raw = typeof notice === 'string' ? notice : JSON.stringify(notice);
  const timestamp = String(options.timestamp ?? Math.floor(t.clock.now().getTime() / 1000));
  const secret = `${'cloudmall-development-secret-not-for-production'}:deposit-notices`;
  return t.app.inject({
    method: 'POST',
    url: '/api/wallet/deposit-notice',
    headers: {
      'content-type': 'application/json',
      'x-cloudmall-timestamp': timestamp,
      'x-cloudmall-signature': options.signature ?? signDepositNotice(secret, timestamp, raw),
      ...(options.keyId ? { 'x-cloudmall-key-id': options.keyId } : {}),
    },
    payload: raw,
  });
}

export const txHash = () => randomBytes(32).toString('hex');
