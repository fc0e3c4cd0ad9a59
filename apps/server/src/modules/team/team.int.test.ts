import { teamRoutes } from '@cloudmall/contract/team';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { invited, overviewOf, parentOf } from './team-test-kit.ts';

useTestApp();

describe('a team counts the members invited over three levels', () => {
  it('counts level 1, 2 and 3 below a member and lists levels 1 and 2 newest first', async () => {
    const root = await invited(t, 'WELCOME2026');
    const a1 = await invited(t, root.code);
    const a2 = await invited(t, root.code);
    const b1 = await invited(t, a1.code);
    const c1 = await invited(t, b1.code);
    await invited(t, c1.code); // level 4: not counted
    const overview = await overviewOf(t, root.token);
    console.log(`root team: ${JSON.stringify(overview)}`);
    expect(overview).toMatchObject({ level1: 2, level2: 1, level3: 1, total: 4, inviter: null });
    expect(overview.invite_code).toBe(root.code);

    const level1 = await call(t, teamRoutes.members, { level: 1 }, root.token);
    expect(level1.body.data!.data.map((row) => row.user_id)).toEqual([a2.id, a1.id]);
    expect(level1.body.data!.data.find((row) => row.user_id === a1.id)?.invited).toBe(1);
    const level2 = await call(t, teamRoutes.members, { level: 2 }, root.token);
    expect(level2.body.data!.data.map((row) => row.user_id)).toEqual([b1.id]);
    expect(level2.body.data!.total).toBe(1);

    const ofA1 = await overviewOf(t, a1.token);
    expect(ofA1).toMatchObject({ level1: 1, level2: 1, level3: 1, total: 3 });
    expect(ofA1.inviter).toMatchObject({ user_id: root.id, invite_code: root.code });
  });
});

describe('a member without an inviter binds one later, never themselves nor their own team', () => {
  it('refuses self-invitation, a cycle and an unknown code, changing nothing; binds a valid one once', async () => {
    const me = await invited(t, 'WELCOME2026');
    const child = await invited(t, me.code);
    const grandchild = await invited(t, child.code);
    const other = await invited(t, 'WELCOME2026');
    const bind = (code: string) => call(t, teamRoutes.bindInviter, { invite_code: code }, me.token);

    expect((await bind(me.code)).body.msg).toBe('invite_self');
    expect((await bind(child.code)).body.msg).toBe('invite_cycle');
    expect((await bind(grandchild.code)).body.msg).toBe('invite_cycle');
    expect((await bind('NOSUCH99')).body.msg).toBe('invalid_invitation_code');
    expect(await parentOf(t, me.id)).toBeNull();

    const bound = await bind(other.code.toLowerCase());
    expect(bound.body.code).toBe(1);
    expect(bound.body.data).toMatchObject({ user_id: other.id, invite_code: other.code });
    expect(await parentOf(t, me.id)).toBe(other.id);
    expect((await bind(other.code)).body.msg).toBe('inviter_already_bound');
    expect(await parentOf(t, me.id)).toBe(other.id);
    expect((await overviewOf(t, other.token)).total).toBe(3);
  });

  it('a shared link’s pid names the sharer to pre-fill the register page; an unknown pid names no one', async () => {
    const sharer = await invited(t, 'WELCOME2026');
    const found = await call(t, teamRoutes.inviter, { pid: sharer.id });
    expect(found.body.data).toMatchObject({ user_id: sharer.id, invite_code: sharer.code });
    expect((await call(t, teamRoutes.inviter, { pid: 2_000_000_000 })).body.data).toBeNull();
  });
});
