import { chatConsoleRoutes, chatRoutes } from '@cloudmall/contract/chat';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';
import { newMember, tokenOf } from '../../../../test/wallet-helpers.ts';

let agent: string;
useTestAppWithAdmin({}, async () => {
  agent = await tokenOf(t, 'service1');
});

const queue = async (input: Record<string, unknown>, token = admin) =>
  (await call(t, chatConsoleRoutes.serviceQueue, input as never, token)).body.data!;

/** Registers members who each ask for a person, a few at a time; answers them in asking order. */
async function waitingMembers(prefix: string, count: number) {
  const members: Array<{ id: number; token: string }> = [];
  for (let start = 0; start < count; start += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, (_, i) =>
        newMember(t, `${prefix}${start + i}`),
      ),
    );
    for (const member of batch) {
      await call(t, chatRoutes.service, { text: 'a person please', human: true }, member.token);
      members.push(member);
    }
  }
  return members;
}

describe("the customer-service desk's queue", () => {
  it('pages waiting members on the server beyond 100, the latest asker first', async () => {
    const members = await waitingMembers('qpage', 103);
    const first = await queue({ state: 'waiting', page: 1, list_rows: 100 });
    const second = await queue({ state: 'waiting', page: 2, list_rows: 100 });
    expect(first.data).toHaveLength(100);
    expect(first.total).toBeGreaterThanOrEqual(103);
    expect(first.last_page).toBe(2);
    expect(first.data[0]).toMatchObject({
      user_id: members.at(-1)!.id,
      username: 'qpage102',
      last: 'a person please',
      state: 'waiting',
      agent: '',
    });
    const ids = [...first.data, ...second.data].map((row) => row.user_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(members.map((m) => m.id)));
    expect(second.data.map((row) => row.user_id)).toContain(members[0]!.id);
  });

  it('filters by state (waiting, mine, closed, all) and by member id or username', async () => {
    const [waiting, mine, closed, again] = await waitingMembers('qstate', 4);
    const reply = (token: string, userId: number, end?: boolean) =>
      call(t, chatConsoleRoutes.serviceReply, { user_id: userId, text: 'Hello.', end }, token);
    await reply(agent, mine!.id);
    await reply(agent, closed!.id, true);
    await reply(admin, again!.id, true);
    await call(t, chatRoutes.service, { text: 'still broken', human: true }, again!.token);

    const ids = async (input: Record<string, unknown>, token = agent) =>
      (await queue({ list_rows: 100, ...input }, token)).data
        .map((row) => row.user_id)
        .filter((id) => [waiting, mine, closed, again].some((m) => m!.id === id));
    expect(await ids({})).toEqual([again!.id, waiting!.id]);
    expect(await ids({ state: 'mine' })).toEqual([mine!.id]);
    expect(await ids({ state: 'mine' }, admin)).toEqual([]);
    expect(await ids({ state: 'closed' })).toEqual([closed!.id]);
    expect(await ids({ state: 'all' })).toEqual([again!.id, closed!.id, mine!.id, waiting!.id]);

    const [row] = (await queue({ state: 'all', member: 'qstate1' }, agent)).data;
    expect(row).toMatchObject({ user_id: mine!.id, state: 'answered', agent: 'service1' });
    const byId = await queue({ state: 'closed', member: String(closed!.id) }, agent);
    expect(byId.data.map((r) => r.user_id)).toEqual([closed!.id]);
    expect(byId.total).toBe(1);
    const again2 = await queue({ member: 'qstate3' }, agent);
    expect(again2.data[0]).toMatchObject({ state: 'waiting', last: 'still broken' });
    expect((await queue({ state: 'all', member: 'nobody-at-all' })).total).toBe(0);
  });

  it('is for agents and admins only', async () => {
    const [member] = await waitingMembers('qrights', 1);
    expect((await call(t, chatConsoleRoutes.serviceQueue, {}, member!.token)).status).toBe(403);
  });
});
