import { identityRoutes } from '@cloudmall/contract';
import { consoleAuditRoutes, consoleMembersRoutes } from '@cloudmall/contract/access';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';
import { fund, newMember } from '../../../../test/wallet-helpers.ts';

let adminId: number;
useTestAppWithAdmin({}, async () => {
  adminId = (await call(t, identityRoutes.info, {}, admin)).body.data!.id;
});

let serial = 0;
const fresh = (prefix: string) => newMember(t, `${prefix}${Date.now() % 1e6}${serial++}`);
const alive = async (token: string) =>
  (await call(t, identityRoutes.tokenCheck, {}, token)).status === 200;

/** The newest audit entry on a member with this action. */
async function lastAudit(userId: number, action: string) {
  const { body } = await call(
    t,
    consoleAuditRoutes.list,
    { target_type: 'user', target_id: String(userId), action },
    admin,
  );
  return body.data!.data[0];
}

describe('members list and detail (admin)', () => {
  it('filters members by text (username, mobile, id), status and role, newest first, paged', async () => {
    const member = await fresh('ml_find');
    const info = (await call(t, identityRoutes.info, {}, member.token)).body.data!;
    const byName = await call(t, consoleMembersRoutes.list, { q: info.username }, admin);
    expect(byName.body.data!.data.map((row) => row.id)).toEqual([member.id]);
    const byMobile = await call(t, consoleMembersRoutes.list, { q: info.mobile }, admin);
    expect(byMobile.body.data!.data[0]!.id).toBe(member.id);
    const byId = await call(t, consoleMembersRoutes.list, { q: String(member.id) }, admin);
    expect(byId.body.data!.data.some((row) => row.id === member.id)).toBe(true);
    const admins = await call(t, consoleMembersRoutes.list, { role: 'admin' }, admin);
    expect(admins.body.data!.data.map((row) => row.username)).toEqual(['admin']);
    expect(admins.body.data!.data[0]!.roles).toEqual(['admin']);
    const paged = await call(t, consoleMembersRoutes.list, { list_rows: 2, page: 1 }, admin);
    expect(paged.body.data).toMatchObject({ per_page: 2, current_page: 1 });
    expect(paged.body.data!.data).toHaveLength(2);
    expect(paged.body.data!.data[0]!.id).toBeGreaterThan(paged.body.data!.data[1]!.id);
    expect(paged.body.data!.total).toBeGreaterThan(5);
    const locked = await call(t, consoleMembersRoutes.list, { status: 'locked' }, admin);
    expect(locked.body.data!.data.every((row) => row.status === 'locked')).toBe(true);
  });

  it('shows one member with roles, login times, KYC state and balance', async () => {
    const member = await fresh('ml_det');
    await fund(t, member.id, 12_345n);
    const { body } = await call(t, consoleMembersRoutes.detail, { user_id: member.id }, admin);
    expect(body.data).toMatchObject({
      id: member.id,
      status: 'normal',
      roles: [],
      kyc_status: 'none',
      balance: '123.45',
      role_grants: [],
    });
    expect(body.data!.last_login_at).toBeGreaterThan(0);
    const missing = await call(t, consoleMembersRoutes.detail, { user_id: 2_000_000_000 }, admin);
    expect(missing.body.msg).toBe('not_found');
  });
});

describe('freeze and unfreeze (admin)', () => {
  it('freezes a member: every session ends, login is refused, the audit keeps before, after and reason', async () => {
    const member = await fresh('fz_');
    const frozen = await call(
      t,
      consoleMembersRoutes.freeze,
      { user_id: member.id, reason: 'chargeback fraud' },
      admin,
    );
    expect(frozen.body.data).toMatchObject({ id: member.id, status: 'locked' });
    expect(await alive(member.token)).toBe(false);
    const info = await call(t, consoleMembersRoutes.detail, { user_id: member.id }, admin);
    const login = await call(t, identityRoutes.login, {
      account: info.body.data!.username,
      password: 'secret99',
    });
    expect(login.body.msg).toBe('account_locked');
    expect(await lastAudit(member.id, 'member.freeze')).toMatchObject({
      actor_id: adminId,
      actor_username: 'admin',
      reason: 'chargeback fraud',
      before: { status: 'normal' },
      after: { status: 'locked', sessions_revoked: 1 },
    });
    const again = await call(
      t,
      consoleMembersRoutes.freeze,
      { user_id: member.id, reason: 'again' },
      admin,
    );
    expect(again.body.msg).toBe('member_already_frozen');

    const thawed = await call(
      t,
      consoleMembersRoutes.unfreeze,
      { user_id: member.id, reason: 'cleared by bank' },
      admin,
    );
    expect(thawed.body.data!.status).toBe('normal');
    const relogin = await call(t, identityRoutes.login, {
      account: info.body.data!.username,
      password: 'secret99',
    });
    expect(relogin.body.code).toBe(1);
    expect(await lastAudit(member.id, 'member.unfreeze')).toMatchObject({
      reason: 'cleared by bank',
      before: { status: 'locked' },
      after: { status: 'normal' },
    });
    const twice = await call(
      t,
      consoleMembersRoutes.unfreeze,
      { user_id: member.id, reason: 'again' },
      admin,
    );
    expect(twice.body.msg).toBe('member_not_frozen');
  });

  it('refuses an admin freezing themselves, a missing member and a missing reason', async () => {
    const self = await call(
      t,
      consoleMembersRoutes.freeze,
      { user_id: adminId, reason: 'oops' },
      admin,
    );
    expect(self.body.msg).toBe('cannot_change_self');
    const missing = await call(
      t,
      consoleMembersRoutes.freeze,
      { user_id: 2_000_000_000, reason: 'gone' },
      admin,
    );
    expect(missing.body.msg).toBe('not_found');
    const noReason = await call(t, consoleMembersRoutes.freeze, { user_id: adminId }, admin);
    expect(noReason.body.msg).toBe('validation_failed');
  });
});

describe('password reset by the admin', () => {
  it('answers a generated password once, ends every session; the old password stops working', async () => {
    const member = await fresh('pw_');
    const username = (await call(t, identityRoutes.info, {}, member.token)).body.data!.username;
    const reset = await call(
      t,
      consoleMembersRoutes.resetPassword,
      { user_id: member.id, reason: 'member called support' },
      admin,
    );
    const password = reset.body.data!.password;
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(await alive(member.token)).toBe(false);
    const old = await call(t, identityRoutes.login, { account: username, password: 'secret99' });
    expect(old.body.msg).toBe('incorrect_password');
    expect((await call(t, identityRoutes.login, { account: username, password })).body.code).toBe(
      1,
    );
    const entry = await lastAudit(member.id, 'member.password.reset');
    expect(entry).toMatchObject({
      reason: 'member called support',
      after: { password: 'generated' },
    });
    expect(JSON.stringify(entry)).not.toContain(password);
  });
});

describe('roles (admin)', () => {
  it('grants and revokes a role, audited with the roles before and after', async () => {
    const member = await fresh('rl_');
    const granted = await call(
      t,
      consoleMembersRoutes.grantRole,
      { user_id: member.id, role: 'distributor', reason: 'signed contract' },
      admin,
    );
    expect(granted.body.data!.roles).toEqual(['distributor']);
    expect(await lastAudit(member.id, 'member.role.grant')).toMatchObject({
      reason: 'signed contract',
      before: { roles: [] },
      after: { roles: ['distributor'] },
    });
    const twice = await call(
      t,
      consoleMembersRoutes.grantRole,
      { user_id: member.id, role: 'distributor', reason: 'again' },
      admin,
    );
    expect(twice.body.msg).toBe('role_already_held');
    const detail = await call(t, consoleMembersRoutes.detail, { user_id: member.id }, admin);
    expect(detail.body.data!.role_grants).toMatchObject([
      { role: 'distributor', granted_by: adminId },
    ]);

    const revoked = await call(
      t,
      consoleMembersRoutes.revokeRole,
      { user_id: member.id, role: 'distributor', reason: 'contract ended' },
      admin,
    );
    expect(revoked.body.data!.roles).toEqual([]);
    expect(await lastAudit(member.id, 'member.role.revoke')).toMatchObject({
      reason: 'contract ended',
      before: { roles: ['distributor'] },
      after: { roles: [] },
    });
    const notHeld = await call(
      t,
      consoleMembersRoutes.revokeRole,
      { user_id: member.id, role: 'distributor', reason: 'again' },
      admin,
    );
    expect(notHeld.body.msg).toBe('role_not_held');
  });

  it('never lets an admin revoke their own admin role', async () => {
    const own = await call(
      t,
      consoleMembersRoutes.revokeRole,
      { user_id: adminId, role: 'admin', reason: 'step down' },
      admin,
    );
    expect(own.body.msg).toBe('cannot_change_self');
  });

  it('gives a newly granted admin the members routes at once; a revoked one loses them', async () => {
    const member = await fresh('rl_adm');
    expect((await call(t, consoleMembersRoutes.list, {}, member.token)).status).toBe(403);
    await call(
      t,
      consoleMembersRoutes.grantRole,
      { user_id: member.id, role: 'admin', reason: 'new staff' },
      admin,
    );
    expect((await call(t, consoleMembersRoutes.list, {}, member.token)).body.code).toBe(1);
    await call(
      t,
      consoleMembersRoutes.revokeRole,
      { user_id: member.id, role: 'admin', reason: 'left' },
      admin,
    );
    expect((await call(t, consoleMembersRoutes.list, {}, member.token)).status).toBe(403);
  });
});
