import { identityRoutes } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { call, lastSmsCode } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { raceIt } from '../../../../test/races.ts';

useTestApp();

const DEMO_MOBILE = '8613800000001';
const sendCode = (mobile: string, event: string) =>
  call(t, identityRoutes.smsSend, { mobile, event });
const mobileLogin = (mobile: string, captcha: string) =>
  call(t, identityRoutes.mobileLogin, { mobile, captcha });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('login by phone and SMS code', () => {
  it('logs in with the 6-digit code sent to the phone, once', async () => {
    expect((await sendCode(DEMO_MOBILE, 'mobilelogin')).body.code).toBe(1);
    const code = lastSmsCode(t, DEMO_MOBILE);
    expect(code).toMatch(/^\d{6}$/);
    const first = await mobileLogin(DEMO_MOBILE, code);
    expect(first.body.data?.userinfo.username).toBe('demo');
    expect((await mobileLogin(DEMO_MOBILE, code)).body.msg).toBe('sms_code_expired');
  });

  it('asks an unknown phone to register, at send and at login', async () => {
    expect((await sendCode('8613899999999', 'mobilelogin')).body.msg).toBe(
      'account_not_registered',
    );
    expect((await mobileLogin('8613899999999', '123456')).body.msg).toBe('account_not_registered');
  });

  it('refuses a resend within the 60 s cooldown', async () => {
    t.clock.advance(61_000);
    expect((await sendCode(DEMO_MOBILE, 'mobilelogin')).body.code).toBe(1);
    expect((await sendCode(DEMO_MOBILE, 'mobilelogin')).body.msg).toBe('sms_too_frequent');
  });

  it('expires a code after 5 minutes', async () => {
    t.clock.advance(61_000);
    await sendCode(DEMO_MOBILE, 'mobilelogin');
    const code = lastSmsCode(t, DEMO_MOBILE);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await mobileLogin(DEMO_MOBILE, code)).body.msg).toBe('sms_code_expired');
  });

  it('retires the code after 5 wrong tries, so the right one fails too', async () => {
    t.clock.advance(61_000);
    await sendCode(DEMO_MOBILE, 'mobilelogin');
    const code = lastSmsCode(t, DEMO_MOBILE);
    for (let i = 0; i < 5; i += 1)
      expect((await mobileLogin(DEMO_MOBILE, wrongCode(code))).body.msg).toBe('sms_code_incorrect');
    expect((await mobileLogin(DEMO_MOBILE, code)).body.msg).toBe('sms_code_expired');
  });

  raceIt('gives exactly one session to 20 parallel uses of one correct code', async () => {
    t.clock.advance(61_000);
    await sendCode(DEMO_MOBILE, 'mobilelogin');
    const code = lastSmsCode(t, DEMO_MOBILE);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => mobileLogin(DEMO_MOBILE, code)),
    );
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
  });

  it('caps sends per number at 10 an hour', async () => {
    const mobile = '8613800000002';
    let sent = 0;
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(61_000);
      if ((await sendCode(mobile, 'mobilelogin')).body.code === 1) sent += 1;
    }
    expect(sent).toBe(10);
  });
});

describe('password reset and phone change', () => {
  it('resets the password with a code and ends every session', async () => {
    const mobile = '8613800000003';
    const token = (
      await call(t, identityRoutes.login, { account: 'merchant', password: 'demo1234' })
    ).body.data!.userinfo.token;
    t.clock.advance(61_000);
    await sendCode(mobile, 'resetpwd');
    const reset = await call(t, identityRoutes.resetPassword, {
      mobile,
      captcha: lastSmsCode(t, mobile),
      newpassword: 'newpass77',
    });
    expect(reset.body.code).toBe(1);
    expect((await call(t, identityRoutes.info, {}, token)).status).toBe(401);
    expect(
      (await call(t, identityRoutes.login, { account: 'merchant', password: 'demo1234' })).body.msg,
    ).toBe('incorrect_password');
    expect(
      (await call(t, identityRoutes.login, { account: 'merchant', password: 'newpass77' })).body
        .code,
    ).toBe(1);
  });

  it('moves a member to a new phone proven by a code, refusing a registered one', async () => {
    const token = (await call(t, identityRoutes.login, { account: 'admin', password: 'demo1234' }))
      .body.data!.userinfo.token;
    expect((await sendCode('8613800000001', 'changemobile')).body.msg).toBe('phone_registered');
    const mobile = '447700900123';
    await sendCode(mobile, 'changemobile');
    const changed = await call(
      t,
      identityRoutes.changeMobile,
      { mobile, captcha: lastSmsCode(t, mobile) },
      token,
    );
    expect(changed.body.data?.mobile).toBe(mobile);
  });
});

/** The message a POST to `path` from one client address gets back. */
async function answerFrom(address: string, path: string, payload: object): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    remoteAddress: address,
  });
  return (response.json() as { msg: string }).msg;
}

/** Forty never-registered numbers tried one after another: how many were answered and how many refused. */
async function fortyProbes(
  ask: (mobile: string) => Promise<string>,
  prefix: string,
  refusal: string,
) {
  const answers: string[] = [];
  for (let i = 0; i < 40; i += 1) answers.push(await ask(`${prefix}${1000 + i}`));
  return {
    notRegistered: answers.filter((msg) => msg === 'account_not_registered').length,
    refused: answers.filter((msg) => msg === refusal).length,
  };
}

describe('probing which numbers are registered', () => {
  it('counts every probe of an address before answering, so the limit then refuses', async () => {
    const sendFrom = (mobile: string) =>
      answerFrom('203.0.113.50', identityRoutes.smsSend.path, { mobile, event: 'mobilelogin' });
    const { notRegistered, refused } = await fortyProbes(sendFrom, '44770090', 'sms_too_frequent');
    console.log(
      `40 probes of unregistered numbers from one address: ${notRegistered} answered, ${refused} refused`,
    );
    expect(notRegistered).toBe(30);
    expect(refused).toBe(10);
    expect(await sendFrom(DEMO_MOBILE)).toBe('sms_too_frequent');
  });

  it('counts SMS logins with unknown numbers from one address, so the limit then refuses', async () => {
    const loginFrom = (mobile: string) =>
      answerFrom('203.0.113.51', identityRoutes.mobileLogin.path, { mobile, captcha: '123456' });
    const { notRegistered, refused } = await fortyProbes(
      loginFrom,
      '44770091',
      'too_many_attempts',
    );
    console.log(
      `40 SMS logins with unregistered numbers from one address: ${notRegistered} answered, ${refused} refused`,
    );
    expect(notRegistered).toBe(30);
    expect(refused).toBe(10);
  });

  it('counts every check of a number from one address (the stock client’s validate call) in the same budget', async () => {
    const checkFrom = async (mobile: string) => {
      const url = `/api${identityRoutes.mobileExists.path}?mobile=${mobile}`;
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.52' });
      return (response.json() as { msg: string }).msg;
    };
    const { notRegistered, refused } = await fortyProbes(checkFrom, '44770092', 'sms_too_frequent');
    expect(notRegistered).toBe(30);
    expect(refused).toBe(10);
    expect(await checkFrom(DEMO_MOBILE)).toBe('sms_too_frequent');
  });
});
