import { addressRoutes } from '@cloudmall/contract/orders';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { raceIt } from '../../../../test/races.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';
import { addresses } from '../../../db/schema/index.ts';
import { addressOf } from '../index.ts';

useTestApp();

let serial = 0;
const member = () => newMember(t, `addr${Date.now() % 100000}${(serial += 1)}`);
const fields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  mobile: '905321234567',
  province: 'Istanbul',
  city: 'Istanbul',
  district: 'Kadikoy',
  address: 'Moda Cd. 12/3',
  ...overrides,
});
const add = async (token: string, overrides: Record<string, unknown> = {}) =>
  (await call(t, addressRoutes.save, { type: 'add', data: fields(overrides) }, token)).body.data!;
const defaults = async (userId: number) =>
  (
    await t.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
  ).map((row) => row.id);

describe('delivery addresses', () => {
  it('makes the first address the default, and a later one only when asked', async () => {
    const { id: userId, token } = await member();
    const first = await add(token, { default: 0 });
    expect(first).toMatchObject({
      default: 1,
      name: 'Ada Lovelace',
      mobile: '905321234567',
      district: 'Kadikoy',
    });
    const second = await add(token);
    expect(second.default).toBe(0);
    const third = await add(token, { default: 1, name: 'Grace' });
    expect(third.default).toBe(1);
    expect(await defaults(userId)).toEqual([third.id]);
    const list = (await call(t, addressRoutes.list, {}, token)).body.data!;
    expect(list).toMatchObject({ total: 3, current_page: 1 });
    expect(list.data.map((row) => row.id)).toEqual([third.id, second.id, first.id]);
  });

  it('validates the fields with field keys, saving nothing', async () => {
    const { id: userId, token } = await member();
    const { status, body } = await call(
      t,
      addressRoutes.save,
      { type: 'add', data: fields({ mobile: '+90 532', name: ' ', address: 'x'.repeat(121) }) },
      token,
    );
    expect([status, body.code, body.msg]).toEqual([200, 0, 'validation_failed']);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
    expect(body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'data.mobile', key: 'invalid_mobile' },
        { field: 'data.name', key: 'required' },
        { field: 'data.address', key: 'too_long' },
      ]),
    });
  });

  it('edits an own address; an only address stays the default', async () => {
    const { token } = await member();
    const only = await add(token);
    const edited = (
      await call(
        t,
        addressRoutes.save,
        { type: 'edit', data: { ...fields({ city: 'Ankara', default: 0 }), id: only.id } },
        token,
      )
    ).body.data!;
    expect(edited).toMatchObject({ id: only.id, city: 'Ankara', default: 1 });
    expect((await call(t, addressRoutes.detail, { id: only.id }, token)).body.data!.city).toBe(
      'Ankara',
    );
  });

  it('refuses another member’s address for detail, edit, delete and set-default, changing nothing', async () => {
    const owner = await member();
    const other = await member();
    const theirs = await add(owner.token);
    const mine = await add(other.token);
    const tries = [
      call(t, addressRoutes.detail, { id: theirs.id }, other.token),
      call(
        t,
        addressRoutes.save,
        { type: 'edit', data: { ...fields({ city: 'Hacked' }), id: theirs.id } },
        other.token,
      ),
      call(t, addressRoutes.remove, { id: theirs.id }, other.token),
      call(t, addressRoutes.setDefault, { id: theirs.id }, other.token),
      call(t, addressRoutes.detail, { id: 999_999_999 }, other.token),
    ];
    for (const { body } of await Promise.all(tries))
      expect(body).toMatchObject({ code: 0, msg: 'address_not_found' });
    expect(
      (await call(t, addressRoutes.detail, { id: theirs.id }, owner.token)).body.data,
    ).toMatchObject({ city: 'Istanbul', default: 1 });
    expect(await defaults(other.id)).toEqual([mine.id]);
  });

  it('deletes an own address; deleting the default makes the newest remaining one the default', async () => {
    const { id: userId, token } = await member();
    const first = await add(token);
    const second = await add(token);
    const third = await add(token);
    expect((await call(t, addressRoutes.remove, { id: second.id }, token)).body).toMatchObject({
      code: 1,
      data: true,
    });
    expect(await defaults(userId)).toEqual([first.id]);
    await call(t, addressRoutes.remove, { id: first.id }, token);
    expect(await defaults(userId)).toEqual([third.id]);
    await call(t, addressRoutes.remove, { id: third.id }, token);
    expect((await call(t, addressRoutes.list, {}, token)).body.data!.total).toBe(0);
  });

  raceIt('keeps exactly one default when many set-default calls race', async () => {
    const { id: userId, token } = await member();
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await add(token, { name: `N${i}` })).id);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(t, addressRoutes.setDefault, { id: ids[i % ids.length]! }, token),
      ),
    );
    expect(answers.every(({ body }) => body.code === 1 && body.data?.default === 1)).toBe(true);
    const after = await defaults(userId);
    expect(after).toHaveLength(1);
    console.log(
      `addresses: 40 parallel set-default calls over 8 addresses -> ${after.length} default in ${Date.now() - started} ms`,
    );
  });

  raceIt('keeps exactly one default when the first addresses are added at once', async () => {
    const { id: userId, token } = await member();
    const added = await Promise.all(
      Array.from({ length: 10 }, (_, i) => add(token, { name: `P${i}` })),
    );
    expect(added.filter((row) => row.default === 1)).toHaveLength(1);
    expect(await defaults(userId)).toHaveLength(1);
  });

  it('addressOf answers the own address asked for, else the default, else null', async () => {
    const owner = await member();
    const other = await member();
    expect(await addressOf(t.db, owner.id)).toBeNull();
    const first = await add(owner.token);
    const second = await add(owner.token, { name: 'Second' });
    expect((await addressOf(t.db, owner.id))?.id).toBe(first.id);
    expect((await addressOf(t.db, owner.id, second.id))?.name).toBe('Second');
    expect(await addressOf(t.db, other.id, second.id)).toBeNull();
  });

  it('keeps at most 20 addresses per member: the 21st is refused and nothing is added', async () => {
    const { id: userId, token } = await member();
    for (let i = 0; i < 20; i += 1) await add(token, { name: `Name ${i}` });
    const refused = await call(t, addressRoutes.save, { type: 'add', data: fields() }, token);
    expect(refused.body).toMatchObject({ code: 0, msg: 'address_limit' });
    expect(
      (await t.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)))
        .length,
    ).toBe(20);
  });

  it('needs a member', async () => {
    expect((await call(t, addressRoutes.list, {})).status).toBe(401);
  });
});
