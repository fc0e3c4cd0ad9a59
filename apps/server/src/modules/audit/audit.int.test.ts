import { identityRoutes } from '@cloudmall/contract';
import { consoleAuditRoutes, consoleMembersRoutes } from '@cloudmall/contract/access';
import { walletConsoleRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app.ts';
import { t } from '../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../test/admin-helpers.ts';
import { newMember } from '../../../test/wallet-helpers.ts';

let adminId: number;
let member: { id: number; token: string };
let secondAdmin: { id: number; token: string };
useTestAppWithAdmin({}, async () => {
  adminId = (await call(t, identityRoutes.info, {}, admin)).body.data!.id;
  member = await newMember(t, 'audit_target');
  secondAdmin = await newMember(t, 'audit_admin2');
  await call(
    t,
    consoleMembersRoutes.grantRole,
    { user_id: secondAdmin.id, role: 'admin', reason: 'second admin' },
    admin,
  );
  await call(
    t,
    consoleMembersRoutes.grantRole,
    { user_id: member.id, role: 'service', reason: 'joins the desk' },
    secondAdmin.token,
  );
  await call(
    t,
    walletConsoleRoutes.creditIncome,
    { user_id: member.id, amount: '3.00', reason: 'a reward' },
    admin,
  );
});

const list = (input: Record<string, unknown>) => call(t, consoleAuditRoutes.list, input, admin);

describe('the audit log (admin)', () => {
  it('lists entries newest first with the actor username, reason, before and after', async () => {
    const { body } = await list({});
    const rows = body.data!.data;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
    const grant = rows.find(
      (row) => row.action === 'member.role.grant' && row.actor_id !== adminId,
    );
    expect(grant).toMatchObject({
      actor_id: secondAdmin.id,
      actor_username: 'audit_admin2',
      target_type: 'user',
      target_id: String(member.id),
      target: `user:${member.id}`,
      reason: 'joins the desk',
      before: { roles: [] },
      after: { roles: ['service'] },
    });
  });

  it('filters by actor, action, target and time range', async () => {
    const byActor = (await list({ actor_id: secondAdmin.id })).body.data!;
    expect(byActor.data.every((row) => row.actor_id === secondAdmin.id)).toBe(true);
    expect(byActor.total).toBe(1);
    const byAction = (await list({ action: 'wallet.income.credit' })).body.data!;
    expect(byAction.data).toHaveLength(1);
    // Older callers name their target `user:<id>` and keep the reason in the detail: both are
    // filed in the new columns as well.
    expect(byAction.data[0]).toMatchObject({
      target_type: 'user',
      target_id: String(member.id),
      reason: 'a reward',
    });
    const byTarget = (await list({ target_type: 'user', target_id: String(member.id) })).body.data!;
    expect(byTarget.data.map((row) => row.action).sort()).toEqual([
      'member.role.grant',
      'wallet.income.credit',
    ]);
    const now = Math.floor(Date.now() / 1000);
    expect((await list({ from: now - 600, to: now + 600 })).body.data!.total).toBeGreaterThan(2);
    expect((await list({ from: now + 3600 })).body.data!.total).toBe(0);
    expect((await list({ to: now - 3600 })).body.data!.total).toBe(0);
  });

  it('pages the log', async () => {
    const first = (await list({ list_rows: 1, page: 1 })).body.data!;
    const second = (await list({ list_rows: 1, page: 2 })).body.data!;
    expect(first.last_page).toBe(first.total);
    expect(first.data[0]!.id).toBeGreaterThan(second.data[0]!.id);
  });

  it('is for admins only', async () => {
    expect((await call(t, consoleAuditRoutes.list, {}, member.token)).status).toBe(403);
    expect((await call(t, consoleAuditRoutes.list, {})).status).toBe(401);
  });
});
