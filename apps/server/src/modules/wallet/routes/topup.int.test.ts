import { walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';
import { raceIt } from '../../../../test/races.ts';
import {
  balanceOf,
  newMember,
  reconciled,
  sendNotice,
  tokenOf,
  txHash,
} from '../../../../test/wallet-helpers.ts';

useTestAppWithAdmin();

const addressFor = async (token: string, network = 'TRC20') =>
  (await call(t, walletRoutes.depositAddress, { network }, token)).body.data!;

describe('deposit addresses', () => {
  it('gives a member one active address per network with a countdown, the same on asking again', async () => {
    const { token } = await newMember(t, 'topper1');
    const first = await addressFor(token);
    expect(first.expires_in).toBe(1800);
    expect(first.rate).toBe('1.00');
    expect((await addressFor(token)).address).toBe(first.address);
    expect((await addressFor(token, 'ERC20')).address).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('gives two members two different addresses', async () => {
    const a = await newMember(t, 'topper2');
    const b = await newMember(t, 'topper3');
    expect((await addressFor(a.token)).address).not.toBe((await addressFor(b.token)).address);
  });

  it('answers recharge_queue_busy when the configured number of open addresses is reached', async () => {
    const rules = await t.settings.get('wallet.topup');
    await t.settings.set('wallet.topup', { ...rules, pendingCap: 1 });
    const { token } = await newMember(t, 'topper4');
    expect((await call(t, walletRoutes.depositAddress, { network: 'TRC20' }, token)).body.msg).toBe(
      'recharge_queue_busy',
    );
    await t.settings.set('wallet.topup', rules);
  });

  it('refuses an unknown network', async () => {
    const { token } = await newMember(t, 'topper5');
    expect((await call(t, walletRoutes.depositAddress, { network: 'BTC' }, token)).body.msg).toBe(
      'validation_failed',
    );
  });
});

describe('deposit notices', () => {
  it('credits a signed notice once and lists the deposit', async () => {
    const { token } = await newMember(t, 'depositor1');
    const { address } = await addressFor(token);
    const notice = { network: 'TRC20', tx_hash: txHash(), log_index: 0, address, amount: '25.5' };
    const first = await sendNotice(t, notice);
    expect(first.json()).toMatchObject({ code: 1, data: { credited: true } });
    expect((await sendNotice(t, notice)).json()).toMatchObject({
      code: 1,
      data: { credited: false },
    });
    expect(await balanceOf(t, token)).toBe('25.50');
    const list = await call(t, walletRoutes.deposits, {}, token);
    expect(list.body.data?.data[0]).toMatchObject({
      usdt_amount: '25.5',
      amount: '25.50',
      network: 'TRC20',
    });
  });

  it('credits nothing for a bad signature, a stale timestamp, an unknown or expired address', async () => {
    const { token } = await newMember(t, 'depositor2');
    const { address } = await addressFor(token);
    const notice = { network: 'TRC20', tx_hash: txHash(), log_index: 0, address, amount: '10' };
    expect((await sendNotice(t, notice, { signature: 'ab'.repeat(32) })).statusCode).toBe(401);
    const stale = Math.floor(t.clock.now().getTime() / 1000) - 301;
    expect((await sendNotice(t, notice, { timestamp: stale })).statusCode).toBe(401);
    expect((await sendNotice(t, { ...notice, address: 'T'.padEnd(34, 'x') })).json()).toMatchObject(
      { code: 0, msg: 'not_found' },
    );
    expect((await sendNotice(t, { ...notice, amount: '1e3' })).json()).toMatchObject({
      msg: 'validation_failed',
    });
    expect((await sendNotice(t, { ...notice, amount: '1.1234567' })).json()).toMatchObject({
      msg: 'validation_failed',
    });
    t.clock.advance(1801_000);
    expect((await sendNotice(t, notice)).json()).toMatchObject({
      code: 0,
      msg: 'deposit_address_expired',
    });
    expect(await balanceOf(t, token)).toBe('0.00');
  });

  raceIt('credits one of 1000 replays of one notice sent 100 at a time', async () => {
    const { token } = await newMember(t, 'depositor3');
    const { address } = await addressFor(token);
    const notice = { network: 'TRC20', tx_hash: txHash(), log_index: 3, address, amount: '7' };
    let credited = 0;
    for (let wave = 0; wave < 10; wave += 1) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => sendNotice(t, notice)));
      credited += answers.filter((a) => a.json().data?.credited === true).length;
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    }
    console.log(`deposit notice replays: 1000 sent (100 at once), ${credited} credited`);
    expect(credited).toBe(1);
    expect(await balanceOf(t, token)).toBe('7.00');
  });
});

describe('admin deposit confirmation and address import', () => {
  it('lets an admin credit by transaction hash once, and nobody else', async () => {
    const { token } = await newMember(t, 'depositor4');
    const { address } = await addressFor(token, 'ERC20');
    const input = {
      network: 'ERC20',
      tx_hash: `0x${txHash()}`,
      log_index: 1,
      address,
      amount: '3.25',
      note: 'support ticket 42',
    };
    expect((await call(t, walletConsoleRoutes.confirmDeposit, input, token)).status).toBe(403);
    expect(
      (await call(t, walletConsoleRoutes.confirmDeposit, input, admin)).body.data,
    ).toMatchObject({ credited: true });
    expect(
      (await call(t, walletConsoleRoutes.confirmDeposit, input, admin)).body.data,
    ).toMatchObject({ credited: false });
    expect(await balanceOf(t, token)).toBe('3.25');
  });

  it('imports addresses once, skipping known ones, for admins only', async () => {
    const addresses = [
      'TTestImportedAddress000000000000001',
      'TTestImportedAddress000000000000002',
    ];
    const member = await tokenOf(t, 'demo');
    expect(
      (await call(t, walletConsoleRoutes.importAddresses, { network: 'TRC20', addresses }, member))
        .status,
    ).toBe(403);
    expect(
      (await call(t, walletConsoleRoutes.importAddresses, { network: 'TRC20', addresses }, admin))
        .body.data,
    ).toEqual({ imported: 2, skipped: 0 });
    expect(
      (await call(t, walletConsoleRoutes.importAddresses, { network: 'TRC20', addresses }, admin))
        .body.data,
    ).toEqual({ imported: 0, skipped: 2 });
  });

  it('leaves the ledger balanced', async () => {
    expect(await reconciled(t)).toMatchObject({ ok: true, global_sum: '0.00' });
  });
});
