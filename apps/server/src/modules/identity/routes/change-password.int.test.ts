import { identityRoutes } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';

useTestApp();

const login = async (account: string, password: string) =>
  (await call(t, identityRoutes.login, { account, password })).body;
const change = (token: string, input: Record<string, unknown>) =>
  call(t, identityRoutes.changePassword, input, token);
const isLive = async (token: string) =>
  (await call(t, identityRoutes.info, {}, token)).status === 200;
/** Asserts that the member logs in with `current` only, no longer (or not yet) with `other`. */
async function expectPassword(account: string, current: string, other: string) {
  expect((await login(account, other)).msg).toBe('incorrect_password');
  expect((await login(account, current)).code).toBe(1);
}

describe('changing the password needs the old password', () => {
  it('refuses a change without the old password, or with an empty one, and changes nothing', async () => {
    const member = await newMember(t, 'pwdnoold');
    for (const input of [
      { newpassword: 'brandnew77' },
      { oldpassword: '', newpassword: 'brandnew77' },
    ]) {
      const { body } = await change(member.token, input);
      expect(body).toMatchObject({ code: 0, msg: 'validation_failed' });
    }
    await expectPassword('pwdnoold', 'secret99', 'brandnew77');
  });

  it('refuses a wrong old password: the password stays, and the session too', async () => {
    const member = await newMember(t, 'pwdwrong');
    const { body } = await change(member.token, {
      oldpassword: 'secret98',
      newpassword: 'brandnew77',
    });
    expect(body).toMatchObject({ code: 0, msg: 'incorrect_password' });
    expect(await isLive(member.token)).toBe(true);
    await expectPassword('pwdwrong', 'secret99', 'brandnew77');
  });

  it('changes it after the right old password: only the new one logs in, and the caller stays logged in', async () => {
    const member = await newMember(t, 'pwdright');
    const { body } = await change(member.token, {
      oldpassword: 'secret99',
      newpassword: 'brandnew77',
    });
    expect(body).toMatchObject({ code: 1 });
    expect(await isLive(member.token)).toBe(true);
    await expectPassword('pwdright', 'brandnew77', 'secret99');
  });

  it('refuses the old password as the new one', async () => {
    const member = await newMember(t, 'pwdsame');
    expect(
      (await change(member.token, { oldpassword: 'secret99', newpassword: 'secret99' })).body.msg,
    ).toBe('same_password');
  });
});
