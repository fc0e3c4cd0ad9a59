import { walletRoutes } from '@cloudmall/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../../../platform/http/signed-request.ts';
import { call, createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { newMember, txHash } from '../../../../test/wallet-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const secret = 'cloudmall-development-secret-not-for-production:deposit-notices';

/** Posts a raw body signed with the deposit secret, with a key id header when given. */
function post(raw: string, keyId?: string) {
  const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
  return t.app.inject({
    method: 'POST',
    url: '/api/wallet/deposit-notice',
    headers: {
      'content-type': 'application/json',
      'x-cloudmall-timestamp': timestamp,
      'x-cloudmall-signature': signRequest(secret, timestamp, raw),
      ...(keyId ? { 'x-cloudmall-key-id': keyId } : {}),
    },
    payload: raw,
  });
}

describe('deposit notices are signed machine requests (key id deposit)', () => {
  it('credits a notice that names the deposit key, and refuses one naming another key', async () => {
    const { token } = await newMember(t, 'signedkey1');
    const { address } = (await call(t, walletRoutes.depositAddress, { network: 'TRC20' }, token))
      .body.data!;
    const notice = { network: 'TRC20', tx_hash: txHash(), log_index: 0, address, amount: '3' };
    const raw = JSON.stringify(notice);
    expect((await post(raw, 'device-1')).statusCode).toBe(401);
    expect((await post(raw, 'deposit')).json()).toMatchObject({
      code: 1,
      data: { credited: true },
    });
  });

  it('checks the signature before reading the body: a signed body that is not JSON is malformed', async () => {
    expect((await post('{not json')).json()).toMatchObject({ code: 0, msg: 'malformed_body' });
  });
});
