import { consoleAuthRoutes } from '@cloudmall/contract/access';
import {
  merchantDeskRoutes,
  shopApplyConsoleRoutes as desk,
  shopApplyRoutes as apply,
} from '@cloudmall/contract/merchant';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/index.ts';
import { auditOf, useTestAppWithRoleTokens } from '../../../test/admin-helpers.ts';
import { t } from '../../../test/app-per-file.ts';
import { raceIt } from '../../../test/races.ts';
import { call } from '../../../test/test-app.ts';
import { expectNotices } from '../../../test/notices.ts';
import { newMember } from '../../../test/wallet-helpers.ts';
import { listenForSockets, ofType, openSocket } from '../../../test/socket-client.ts';
import { chatRoutes } from '@cloudmall/contract/chat';

const tokens = useTestAppWithRoleTokens({ catalog: true });

let serial = 0;
/** A complete personal application under a fresh shop name, with an identity card's two photos. */
const form = (overrides: Record<string, unknown> = {}) => ({
  store_type: 'personal',
  shopname: `Ada Store ${(serial += 1)}`,
  id_type: 'identity_card',
  id_number: 'A1234567',
  real_name: 'Ada Lovelace',
  mobile: '+90 555 000 1122',
  front_image: '/private/kyc/2026/11/front.webp',
  back_image: '/private/kyc/2026/11/back.webp',
  submit: true,
  ...overrides,
});

async function applicant(username: string, overrides: Record<string, unknown> = {}) {
  const m = await newMember(t, username);
  const sent = await call(t, apply.save, form(overrides), m.token);
  return { ...m, application: sent.body.data! };
}

describe('a merchant application runs from the member’s form to the first console login', () => {
  it('a member sends a form with photos, an admin approves, and the member logs into the console as the merchant of their own shop', async () => {
    const m = await newMember(t, 'applyhappy');
    const draft = await call(t, apply.save, form({ submit: false, front_image: '' }), m.token);
    expect(draft.body.data).toMatchObject({ state: 'draft', front_url: '' });
    const sent = (await call(t, apply.save, form({ shopname: 'Happy Hands' }), m.token)).body.data!;
    expect(sent).toMatchObject({ state: 'pending', shopname: 'Happy Hands', reason: '' });
    expect(sent.front_url).toMatch(/^\/api\/console\/file\?path=%2Fprivate%2Fkyc/);

    const waiting = await call(t, desk.list, { state: 'pending', q: 'applyhappy' }, tokens.admin);
    expect(waiting.body.data!.data).toEqual([
      expect.objectContaining({ id: sent.id, username: 'applyhappy', state: 'pending' }),
    ]);
    const approved = await call(t, desk.approve, { id: sent.id }, tokens.admin);
    expect(approved.body.data).toMatchObject({ state: 'certified' });
    expect(approved.body.data!.shop_id).toBeGreaterThan(0);

    const login = await call(t, consoleAuthRoutes.login, {
      account: 'applyhappy',
      password: 'secret99',
    });
    expect(login.body.data!.roles).toEqual(['merchant']);
    const dashboard = await call(t, merchantDeskRoutes.dashboard, {}, login.body.data!.token);
    expect(dashboard.body.data!.shop).toEqual({
      id: approved.body.data!.shop_id,
      shopname: 'Happy Hands',
    });
    const [audit] = await auditOf(t, `shop_application:${sent.id}`);
    expect(audit).toMatchObject({
      action: 'shop.apply.certified',
      before: { state: 'pending' },
      after: { state: 'certified', role: 'merchant' },
    });
    await expectNotices(t, m.id, 'shop.applyCertified');
    expect((await call(t, apply.mine, {}, m.token)).body.data?.state).toBe('certified');
  });

  it('a refused application carries its reason and is sent again after an edit', async () => {
    const a = await applicant('applyrefused');
    const socket = await openSocket(await listenForSockets(t));
    await call(t, chatRoutes.shake, { client_id: socket.clientId }, a.token);
    const pushed = socket.next(ofType('shop_apply_changed'));
    const refused = await call(
      t,
      desk.refuse,
      { id: a.application.id, reason: 'Photo is blurred' },
      tokens.admin,
    );
    expect(refused.body.data).toMatchObject({ state: 'refused', reason: 'Photo is blurred' });
    expect(await pushed).toEqual({ type: 'shop_apply_changed' });
    socket.close();
    expect((await auditOf(t, `shop_application:${a.application.id}`))[0]).toMatchObject({
      action: 'shop.apply.refused',
      reason: 'Photo is blurred',
    });
    const mine = (await call(t, apply.mine, {}, a.token)).body.data!;
    expect(mine).toMatchObject({ state: 'refused', reason: 'Photo is blurred' });
    const again = await call(
      t,
      apply.save,
      form({ front_image: '/private/kyc/2026/11/new.webp' }),
      a.token,
    );
    expect(again.body.data).toMatchObject({ id: a.application.id, state: 'pending', reason: '' });
  });

  it('a refusal needs a reason', async () => {
    const a = await applicant('applynoreason');
    const response = await call(t, desk.refuse, { id: a.application.id, reason: '' }, tokens.admin);
    expect(response.body).toMatchObject({ code: 0, msg: 'validation_failed' });
  });
});

describe('the form asks for what each document and shop type has', () => {
  it('a passport needs no back photo, and any back photo sent with it is dropped', async () => {
    const a = await applicant('applypassport', {
      id_type: 'passport',
      back_image: '/uploads/x/b.webp',
    });
    expect(a.application).toMatchObject({ state: 'pending', id_type: 'passport', back_image: '' });
  });

  it('an identity card and a driving licence need their back photo', async () => {
    const m = await newMember(t, 'applyback');
    for (const id_type of ['identity_card', 'driving_licence']) {
      const response = await call(t, apply.save, form({ id_type, back_image: '' }), m.token);
      expect(response.body).toMatchObject({
        msg: 'validation_failed',
        data: { fields: [{ field: 'back_image', key: 'required' }] },
      });
    }
    expect((await call(t, apply.mine, {}, m.token)).body.data).toBeNull();
  });

  it('an enterprise needs its business licence; sending needs every field, a draft does not', async () => {
    const m = await newMember(t, 'applyfields');
    const company = await call(t, apply.save, form({ store_type: 'enterprise' }), m.token);
    expect(company.body).toMatchObject({
      data: { fields: [{ field: 'licence_image', key: 'required' }] },
    });
    const empty = await call(t, apply.save, { submit: true }, m.token);
    const fields = (empty.body.data as unknown as { fields: { field: string }[] }).fields;
    expect(fields.map((f) => f.field).sort()).toEqual(
      ['front_image', 'back_image', 'id_number', 'mobile', 'real_name', 'shopname'].sort(),
    );
    expect((await call(t, apply.save, { submit: false }, m.token)).body.data?.state).toBe('draft');
  });

  it('a photo must be a stored upload, not any address', async () => {
    const m = await newMember(t, 'applyphoto');
    const response = await call(
      t,
      apply.save,
      form({ front_image: 'https://evil.example/a.png' }),
      m.token,
    );
    expect(response.body).toMatchObject({ data: { fields: [{ field: 'front_image' }] } });
  });
});

describe('one live application per member, none for a shop owner', () => {
  it('a member cannot send again or edit while their application waits', async () => {
    const a = await applicant('applytwice');
    const again = await call(t, apply.save, form(), a.token);
    expect(again.body.msg).toBe('shop_apply_pending');
    expect((await call(t, apply.save, form({ submit: false }), a.token)).body.msg).toBe(
      'shop_apply_pending',
    );
  });

  it('a member who owns a shop cannot apply', async () => {
    const response = await call(t, apply.save, form(), tokens.merchant);
    expect(response.body.msg).toBe('shop_apply_has_shop');
  });

  it('another member’s application id is not found', async () => {
    const a = await applicant('applyowner');
    const b = await newMember(t, 'applyother');
    expect((await call(t, apply.details, { id: a.application.id }, b.token)).body.msg).toBe(
      'not_found',
    );
    expect((await call(t, apply.details, { id: a.application.id }, a.token)).body.data?.id).toBe(
      a.application.id,
    );
  });

  it('a shop name already taken is refused when sent', async () => {
    const [shop] = await t.db.select({ name: shops.shopname }).from(shops).limit(1);
    const m = await newMember(t, 'applytaken');
    expect((await call(t, apply.save, form({ shopname: shop!.name }), m.token)).body.msg).toBe(
      'shop_name_taken',
    );
  });

  it('deciding an unknown application is not found, a decided one is no longer pending', async () => {
    expect((await call(t, desk.approve, { id: 999_999 }, tokens.admin)).body.msg).toBe('not_found');
    const a = await applicant('applydecided');
    await call(t, desk.refuse, { id: a.application.id, reason: 'Incomplete' }, tokens.admin);
    expect((await call(t, desk.approve, { id: a.application.id }, tokens.admin)).body.msg).toBe(
      'shop_apply_not_pending',
    );
  });
});

describe('approval happens once', () => {
  raceIt('two admins approving the same application at once open one shop', async () => {
    const a = await applicant(`applyrace${Date.now() % 100000}`);
    const answers = await Promise.all([
      call(t, desk.approve, { id: a.application.id }, tokens.admin),
      call(t, desk.approve, { id: a.application.id }, tokens.admin),
    ]);
    expect(answers.map((r) => r.body.msg).sort()).toEqual(['ok', 'shop_apply_not_pending'].sort());
    const owned = await t.db.select().from(shops).where(eq(shops.userId, a.id));
    expect(owned).toHaveLength(1);
  });

  raceIt('two applications under one shop name approved at once open one shop', async () => {
    const shopname = `Twin ${Date.now() % 100000}`;
    const a = await applicant(`applytwina${Date.now() % 10000}`, { shopname });
    const b = await applicant(`applytwinb${Date.now() % 10000}`, { shopname });
    const answers = await Promise.all(
      [a, b].map((m) => call(t, desk.approve, { id: m.application.id }, tokens.admin)),
    );
    expect(answers.map((r) => r.body.msg).sort()).toEqual(['ok', 'shop_name_taken']);
    expect(await t.db.select().from(shops).where(eq(shops.shopname, shopname))).toHaveLength(1);
  });
});
