import { serviceConsoleRoutes as desk, serviceRoutes } from '@cloudmall/contract/service';
import { describe, expect, it } from 'vitest';
import { auditsOfRow, useTestAppWithRoleTokens } from '../../../test/admin-helpers.ts';
import { t } from '../../../test/app-per-file.ts';
import { countRows } from '../../../test/rows.ts';
import { call } from '../../../test/test-app.ts';
import { expectNotices } from '../../../test/notices.ts';
import { newMember } from '../../../test/wallet-helpers.ts';
import { serviceRequests } from '../../db/schema/index.ts';

const tokens = useTestAppWithRoleTokens({ catalog: true });
const PHOTO = '/uploads/2026/11/0b7c61a4-7a43-4c56-a54e-3f3b9f1e2d10.webp';

const mine = async (kind: string, token: string) =>
  (await call(t, serviceRoutes.mine, { kind }, token)).body.data!.data;

describe('complaints: against an existing member, goods item or shop that is not the member’s own', () => {
  it('a missing member, goods or shop id is refused with complaint_target_missing and nothing is stored', async () => {
    const m = await newMember(t, 'cpmissing');
    const before = await countRows(t, serviceRequests);
    for (const target_type of ['member', 'goods', 'shop'] as const) {
      const answer = await call(
        t,
        serviceRoutes.complaint,
        { target_type, target_id: 987654, reason: 'fraud', content: 'They cheated me' },
        m.token,
      );
      expect(answer.body.msg).toBe('complaint_target_missing');
    }
    expect(await countRows(t, serviceRequests)).toBe(before);
  });

  it('complaining about oneself or one’s own shop is refused with complaint_target_self', async () => {
    const merchantId = (await t.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.username, 'merchant'),
    }))!.id;
    const shop = (await t.catalog.goods.shopOfUser(merchantId))!;
    const self = await call(
      t,
      serviceRoutes.complaint,
      { target_type: 'shop', target_id: shop.id, reason: 'quality', content: 'My own shop' },
      tokens.merchant,
    );
    expect(self.body.msg).toBe('complaint_target_self');
    const me = await newMember(t, 'cpself');
    const member = await call(
      t,
      serviceRoutes.complaint,
      { target_type: 'member', target_id: me.id, reason: 'abuse', content: 'About myself' },
      me.token,
    );
    expect(member.body.msg).toBe('complaint_target_self');
  });

  it('a complaint against a shop goes pending → processing → resolved with replies; the member sees them and gets notices; the merchant sees it read-only', async () => {
    const merchantId = (await t.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.username, 'merchant'),
    }))!.id;
    const shop = (await t.catalog.goods.shopOfUser(merchantId))!;
    const m = await newMember(t, 'cpround');
    const id = (
      await call(
        t,
        serviceRoutes.complaint,
        {
          target_type: 'shop',
          target_id: shop.id,
          reason: 'service',
          content: 'Never answered me',
          images: [PHOTO],
        },
        m.token,
      )
    ).body.data!.id;
    expect((await mine('complaint', m.token))[0]).toMatchObject({
      id,
      state: 'pending',
      target_type: 'shop',
      target_id: shop.id,
      target_name: shop.shopname,
    });
    const shopList = await call(t, desk.shopComplaints, {}, tokens.merchant);
    expect(shopList.body.data!.data.map((row) => row.id)).toContain(id);
    expect(JSON.stringify(shopList.body.data)).not.toContain('cpround');
    const filtered = await call(
      t,
      desk.complaintList,
      { target_type: 'shop', state: 'pending', q: 'cpround' },
      tokens.admin,
    );
    expect(filtered.body.data!.data.map((row) => row.id)).toEqual([id]);
    const step = (to: string, reply: string) =>
      call(t, desk.complaintDecide, { id, to, reply }, tokens.admin);
    expect((await step('processing', 'Looking into it')).body.code).toBe(1);
    expect((await step('processing', 'Again')).body.msg).toBe('service_state_invalid');
    expect((await step('resolved', 'The shop apologised')).body.code).toBe(1);
    expect((await step('rejected', 'Too late')).body.msg).toBe('service_state_invalid');
    expect((await mine('complaint', m.token))[0]).toMatchObject({
      state: 'resolved',
      reply: 'The shop apologised',
    });
    expect((await auditsOfRow(t, 'complaint', id)).map((row) => row.action).sort()).toEqual([
      'service.complaint.processing',
      'service.complaint.resolved',
    ]);
    await expectNotices(t, m.id, 'service.complaintProcessing');
    await expectNotices(t, m.id, 'service.complaintResolved');
  });

  it('a complaint against a goods item or another member is filed with its name; a missing id in the console is not found', async () => {
    const m = await newMember(t, 'cpgoods');
    const other = await newMember(t, 'cptarget');
    const goods = (
      await t.catalog.goods.list(
        { page: 1, list_rows: 1, sort: 'sales', order: 'desc' },
        null,
        'en',
      )
    ).data[0]!;
    const onGoods = await call(
      t,
      serviceRoutes.complaint,
      { target_type: 'goods', target_id: goods.id, reason: 'quality', content: 'Broke in a day' },
      m.token,
    );
    expect(onGoods.body.code).toBe(1);
    const onMember = await call(
      t,
      serviceRoutes.complaint,
      { target_type: 'member', target_id: other.id, reason: 'abuse', content: 'Rude messages' },
      m.token,
    );
    expect(onMember.body.code).toBe(1);
    expect((await mine('complaint', m.token)).map((row) => row.target_name)).toEqual([
      expect.any(String),
      goods.title,
    ]);
    const missing = await call(
      t,
      desk.complaintDecide,
      { id: 999999, to: 'resolved', reply: 'No such' },
      tokens.admin,
    );
    expect(missing.body.msg).toBe('not_found');
  });
});
