import { walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { newMember, sendNotice, txHash } from '../../../../test/wallet-helpers.ts';

useTestApp();

/** Posts a raw body signed with the deposit secret, with a key id header when given. */
const post = (raw: string, keyId?: string) => sendNotice(t, raw, { keyId });

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
