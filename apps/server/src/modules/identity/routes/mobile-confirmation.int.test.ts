import { identityRoutes } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { call, lastSmsCode } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';

useTestApp();

const VICTIM = '447700900555';
const register = (username: string, mobile: string, captcha?: string) =>
  call(t, identityRoutes.register, {
    username,
    password: 'secret99',
    invite_code: 'CLOUDMALL',
    mobile,
    ...(captcha && { captcha }),
  });
const sendCode = (mobile: string, event: string) => {
  t.clock.advance(61_000);
  return call(t, identityRoutes.smsSend, { mobile, event });
};
const mobileLogin = (mobile: string, captcha: string) =>
  call(t, identityRoutes.mobileLogin, { mobile, captcha });

describe('only a phone confirmed by an SMS code logs in', () => {
  it("does not let someone else's number, registered without a code, log in or reset a password", async () => {
    const squatter = await register('squatter', VICTIM);
    expect(squatter.body.data?.userinfo).toMatchObject({ mobile: VICTIM, mobile_confirmed: false });
    expect((await sendCode(VICTIM, 'mobilelogin')).body.msg).toBe('account_not_registered');
    expect((await mobileLogin(VICTIM, '123456')).body.msg).toBe('account_not_registered');
    expect((await sendCode(VICTIM, 'resetpwd')).body.msg).toBe('account_not_registered');
    expect(
      (await call(t, identityRoutes.login, { account: VICTIM, password: 'secret99' })).body.msg,
    ).toBe('account_incorrect');
  });

  it("lets the number's owner register it with a code, which confirms it for SMS login", async () => {
    expect((await sendCode(VICTIM, 'register')).body.code).toBe(1);
    expect((await register('realowner', VICTIM, '000000')).body.msg).toMatch(
      /^sms_code_(incorrect|expired)$/,
    );
    const owner = await register('realowner', VICTIM, lastSmsCode(t, VICTIM));
    expect(owner.body.data?.userinfo).toMatchObject({
      username: 'realowner',
      mobile_confirmed: true,
    });
    await sendCode(VICTIM, 'mobilelogin');
    expect((await mobileLogin(VICTIM, lastSmsCode(t, VICTIM))).body.data?.userinfo.username).toBe(
      'realowner',
    );
  });

  it('confirms a number later from the settings with a code sent to it', async () => {
    const mobile = '447700900666';
    const token = (await register('confirmlater', mobile)).body.data!.userinfo.token;
    expect((await sendCode(mobile, 'mobilelogin')).body.msg).toBe('account_not_registered');
    expect((await sendCode(mobile, 'changemobile')).body.code).toBe(1);
    const confirmed = await call(
      t,
      identityRoutes.changeMobile,
      { mobile, captcha: lastSmsCode(t, mobile) },
      token,
    );
    expect(confirmed.body.data).toMatchObject({ mobile, mobile_confirmed: true });
    await sendCode(mobile, 'mobilelogin');
    expect((await mobileLogin(mobile, lastSmsCode(t, mobile))).body.data?.userinfo.username).toBe(
      'confirmlater',
    );
  });

  it('refuses a second member confirming a number another member has confirmed', async () => {
    const token = (
      await call(t, identityRoutes.login, { account: 'squatter', password: 'secret99' })
    ).body.data!.userinfo.token;
    expect((await sendCode(VICTIM, 'changemobile')).body.msg).toBe('phone_registered');
    const attempt = await call(
      t,
      identityRoutes.changeMobile,
      { mobile: VICTIM, captcha: '123456' },
      token,
    );
    expect(attempt.body.msg).toBe('phone_registered');
    expect((await call(t, identityRoutes.info, {}, token)).body.data?.mobile_confirmed).toBe(false);
    expect((await register('thirdparty', VICTIM)).body.msg).toBe('phone_registered');
  });
});
