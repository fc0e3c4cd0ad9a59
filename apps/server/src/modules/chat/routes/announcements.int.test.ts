import { chatConsoleRoutes, chatRoutes } from '@cloudmall/contract/chat';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notices, users } from '../../../db/schema/index.ts';
import { listenForSockets, openSocket, ofType } from '../../../../test/socket-client.ts';
import { countRows } from '../../../../test/rows.ts';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';

let url: string;
useTestAppWithAdmin({}, async () => {
  url = await listenForSockets(t);
});

const ANNOUNCEMENT = {
  title: 'Maintenance tonight',
  content: 'The app pauses from 02:00 to 02:30 UTC.',
};

describe('platform announcements', () => {
  it('write a system notice for every member and push it to every connected member', async () => {
    const [a, b] = [await newMember(t, 'listener1'), await newMember(t, 'listener2')];
    const [socketA, socketB, visitor] = await Promise.all([
      openSocket(url),
      openSocket(url),
      openSocket(url),
    ]);
    await call(t, chatRoutes.shake, { client_id: socketA.clientId }, a.token);
    await call(t, chatRoutes.shake, { client_id: socketB.clientId }, b.token);
    // a crowd of members: the notices are written by one statement, not one query each
    await t.db.execute(sql`insert into ${users} (username, nickname, password_hash, invite_code)
      select 'crowd' || n, 'Crowd ' || n, 'x', 'CR' || n from generate_series(1, 5000) n`);
    const members = await countRows(t, users, eq(users.status, 'normal'));

    const started = performance.now();
    const { body } = await call(t, chatConsoleRoutes.announce, ANNOUNCEMENT, admin);
    console.log(
      `announcement: ${body.data?.members} of ${members} members written in one statement, ${Math.round(performance.now() - started)} ms`,
    );
    expect(body.data).toEqual({ members });

    const without = await countRows(
      t,
      users,
      sql`${users.status} = 'normal' and not exists (select 1 from ${notices} where ${notices.userId} = ${users.id} and ${notices.type} = 'system')`,
    );
    expect(without).toBe(0);
    for (const socket of [socketA, socketB]) {
      expect(await socket.next(ofType('notice'))).toMatchObject({
        type: 'notice',
        title: ANNOUNCEMENT.title,
        content: ANNOUNCEMENT.content,
        modules: 'system',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(visitor.received.some((m) => m.type === 'notice')).toBe(false);

    expect((await call(t, chatRoutes.noticeCounts, {}, a.token)).body.data).toMatchObject({
      system: 1,
    });
    const list = await call(t, chatRoutes.notices, { type: 'system' }, a.token);
    expect(list.body.data?.data).toEqual([
      expect.objectContaining({
        type: 'system',
        title: ANNOUNCEMENT.title,
        content: ANNOUNCEMENT.content,
        read: false,
      }),
    ]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'notice.announce'));
    expect(audited).toEqual([
      expect.objectContaining({
        target: 'members',
        detail: { title: ANNOUNCEMENT.title, members },
      }),
    ]);
    for (const socket of [socketA, socketB, visitor]) socket.close();
  });

  it('are refused for a member who is not an admin, and nothing is written', async () => {
    const m = await newMember(t, 'pretender');
    const systemNotices = () => countRows(t, notices, eq(notices.type, 'system'));
    const before = await systemNotices();
    const { status, body } = await call(
      t,
      chatConsoleRoutes.announce,
      { title: 'Free money', content: 'Click here' },
      m.token,
    );
    expect(status).toBe(403);
    expect(body.msg).toBe('forbidden');
    expect(
      (await call(t, chatConsoleRoutes.announce, { title: 'Free money', content: 'Click here' }))
        .status,
    ).toBe(401);
    const after = await countRows(
      t,
      notices,
      and(eq(notices.type, 'system'), eq(notices.title, 'Free money')),
    );
    expect(after).toBe(0);
    expect(await systemNotices()).toBe(before);
  });
});
