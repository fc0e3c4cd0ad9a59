import { identityRoutes } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../../test/app-per-file.ts';

useTestApp();

const PASSWORD = 'demo1234';

/** A password login sent from a given address. */
async function loginFrom(
  ip: string,
  account: string,
  password: string,
): Promise<{ code: number; msg: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${identityRoutes.login.path}`,
    payload: { account, password },
    remoteAddress: ip,
  });
  return response.json();
}

/** Sends `count` wrong passwords one after another; answers how many were checked and how many refused. */
async function guess(ip: string, account: string, count: number) {
  let checked = 0;
  for (let i = 0; i < count; i += 1) {
    const { msg } = await loginFrom(ip, account, `wrong-${i}`);
    if (msg === 'incorrect_password' || msg === 'account_incorrect') checked += 1;
    else expect(msg).toBe('too_many_attempts');
  }
  return { checked, refused: count - checked };
}

/** Moves the test clock to the start of the next whole day, so every counting window starts fresh. */
const startNextDay = () => t.clock.advance(86_400_000 - (t.clock.now().getTime() % 86_400_000));

describe('password login throttling: strangers cannot lock a member out', () => {
  it("lets the member log in from their own address after a stranger's 50 wrong passwords from elsewhere", async () => {
    startNextDay();
    expect((await loginFrom('10.0.0.1', 'demo', PASSWORD)).code).toBe(1);
    const oneAddress = await guess('203.0.113.7', 'demo', 50);
    console.log(
      `stranger, 50 wrong passwords from one address: ${oneAddress.checked} checked, ${oneAddress.refused} refused`,
    );
    expect(oneAddress.checked).toBe(5);
    let spread = 0;
    for (let i = 0; i < 50; i += 1)
      if ((await loginFrom(`198.18.0.${i + 1}`, 'demo', `wrong-${i}`)).msg === 'incorrect_password')
        spread += 1;
    console.log(
      `stranger, 50 wrong passwords from 50 addresses: ${spread} checked, ${50 - spread} refused`,
    );
    expect(oneAddress.checked + spread).toBe(30);
    expect((await loginFrom('10.0.0.1', 'demo', PASSWORD)).code).toBe(1);
    // The price of the attack: an address the member never used waits for the window (SMS login still works).
    expect((await loginFrom('192.0.2.99', 'demo', PASSWORD)).msg).toBe('too_many_attempts');
  });

  it('slows guessing from one address: 5 a minute, 10 in 15 minutes, 20 a day', async () => {
    startNextDay();
    const ip = '203.0.113.20';
    const figures: number[] = [];
    const round = async (advanceMs: number) => {
      t.clock.advance(advanceMs);
      figures.push((await guess(ip, 'merchant', 8)).checked);
    };
    await round(0);
    await round(60_000);
    await round(60_000);
    expect((await loginFrom(ip, 'merchant', PASSWORD)).msg).toBe('too_many_attempts');
    await round(13 * 60_000);
    await round(60_000);
    await round(60_000);
    await round(15 * 60_000);
    const firstDay = figures.reduce((sum, n) => sum + n, 0);
    startNextDay();
    expect((await loginFrom(ip, 'merchant', PASSWORD)).code).toBe(1);
    console.log(
      `one address, rounds of 8 guesses at 0, 1, 2, 15, 16, 17, 32 min: checked ${figures.join(', ')}; ${firstDay} in the day`,
    );
    expect(figures).toEqual([5, 5, 0, 5, 5, 0, 0]);
  });

  it('counts one member once whether typed as username or as phone', async () => {
    startNextDay();
    const ip = '203.0.113.30';
    const byName = await guess(ip, 'demo2', 3);
    const byPhone = await guess(ip, '8613800000002', 3);
    console.log(
      `3 guesses as username then 3 as phone: ${byName.checked + byPhone.checked} checked`,
    );
    expect(byName.checked + byPhone.checked).toBe(5);
    expect((await loginFrom(ip, 'DEMO2', PASSWORD)).msg).toBe('too_many_attempts');
  });

  it("keeps members behind one shared address logging in after an attacker's failures there on other accounts", async () => {
    startNextDay();
    const nat = '100.64.0.1';
    expect((await loginFrom(nat, 'demo', PASSWORD)).code).toBe(1);
    expect((await loginFrom(nat, 'merchant', PASSWORD)).code).toBe(1);
    let checked = 0;
    for (let i = 0; i < 150; i += 1) {
      if ((await loginFrom(nat, `victim${i}`, `wrong-${i}`)).msg !== 'too_many_attempts')
        checked += 1;
    }
    console.log(
      `attacker behind a shared address: 150 tries on other accounts, ${checked} checked`,
    );
    expect(checked).toBe(100);
    expect((await loginFrom(nat, 'demo', PASSWORD)).code).toBe(1);
    expect((await loginFrom(nat, 'merchant', PASSWORD)).code).toBe(1);
    // A member who never logged in from this address waits for the window there (or logs in by SMS).
    expect((await loginFrom(nat, 'admin', PASSWORD)).msg).toBe('too_many_attempts');
  });

  it('lets at most 5 of 50 parallel guesses on one member from one address be checked', async () => {
    startNextDay();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => loginFrom('203.0.113.40', 'admin', `guess-${i}`)),
    );
    const checked = results.filter((r) => r.msg === 'incorrect_password').length;
    console.log(
      `parallel guesses: 50 sent, ${checked} checked, ${50 - checked} refused as too_many_attempts`,
    );
    expect(checked).toBe(5);
  });
});
