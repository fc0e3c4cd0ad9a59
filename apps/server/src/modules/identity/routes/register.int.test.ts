import { identityRoutes } from '@cloudmall/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { raceIt } from '../../../../test/races.ts';
import { identityRepository } from '../identity.repository.ts';

useTestApp();

let serial = 0;
const fresh = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    username: `shopper${serial}`,
    password: 'secret99',
    invite_code: 'CLOUDMALL',
    mobile: `90555000${1000 + serial}`,
    ...overrides,
  };
};
const register = (input: Record<string, unknown>) => call(t, identityRoutes.register, input);
const userCount = async () =>
  (
    (await t.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows[0];

describe('registration', () => {
  it('registers with a member invitation code, makes the inviter the parent and logs in', async () => {
    const { body } = await register(fresh({ username: 'newbie' }));
    expect(body.code).toBe(1);
    expect(body.data?.userinfo).toMatchObject({
      username: 'newbie',
      nickname: 'newbie',
      money: '0.00',
    });
    const demo = await identityRepository.findUserByUsername(t.db, 'demo');
    const created = await identityRepository.findUserByUsername(t.db, 'newbie');
    expect(created?.parentId).toBe(demo?.id);
    expect(created?.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await call(t, identityRoutes.info, {}, body.data!.userinfo.token)).status).toBe(200);
  });

  it('accepts the invitation code in lower case and a platform registration code', async () => {
    expect((await register(fresh({ invite_code: 'cloudmall' }))).body.code).toBe(1);
    const viaPlatform = await register(fresh({ invite_code: 'WELCOME2026' }));
    expect(viaPlatform.body.code).toBe(1);
    const user = await identityRepository.findUserByUsername(
      t.db,
      viaPlatform.body.data!.userinfo.username,
    );
    expect(user?.parentId).toBeNull();
  });

  it('refuses an unknown invitation code and creates nothing', async () => {
    const before = await userCount();
    expect((await register(fresh({ invite_code: 'NOPE1234' }))).body.msg).toBe(
      'invalid_invitation_code',
    );
    expect(await userCount()).toEqual(before);
  });

  it('refuses a taken username in any letter case and a registered phone', async () => {
    expect((await register(fresh({ username: 'Demo' }))).body.msg).toBe('username_exists');
    expect((await register(fresh({ mobile: '8613800000001' }))).body.msg).toBe('phone_registered');
  });

  raceIt('lets only one of 10 parallel registrations of one username through', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        register(fresh({ username: 'racer', mobile: `9055510${1000 + i}` })),
      ),
    );
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.msg === 'username_exists')).toHaveLength(9);
  });

  it('validates every field and names it: password of 6+, phone with area code and no plus', async () => {
    const { status, body } = await register({
      username: '1abc',
      password: '12345',
      invite_code: '',
      mobile: '+8613800000009',
    });
    expect([status, body.code]).toEqual([200, 0]);
    expect(body.msg).toBe('validation_failed');
    expect(body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'username', key: 'invalid_username' },
        { field: 'password', key: 'password_too_short' },
        { field: 'invite_code', key: 'invalid_value' },
        { field: 'mobile', key: 'invalid_mobile' },
      ]),
    });
  });

  it('refuses a 10 kB username, wrong types, and SQL or script strings, changing nothing', async () => {
    const before = await userCount();
    const attempts = [
      fresh({ username: 'a'.repeat(10_240) }),
      fresh({ username: ['array'] }),
      fresh({ password: { $gt: '' } }),
      fresh({ username: "x'; drop table users; --" }),
      fresh({ username: '<script>alert(1)</script>' }),
      fresh({ mobile: "1' or '1'='1" }),
      fresh({ invite_code: "' OR 1=1 --" }),
    ];
    for (const input of attempts) {
      const { status, body } = await register(input);
      expect([status, body.code]).toEqual([200, 0]);
      expect(body.msg).toBe('validation_failed');
    }
    expect(await userCount()).toEqual(before);
  });
});
