import { walletAdminRoutes, walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditOf, KYC, useTestAppWithRoleTokens } from '../../../../test/admin-helpers.ts';
import { t } from '../../../../test/app-per-file.ts';
import { call } from '../../../../test/test-app.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';

const tokens = useTestAppWithRoleTokens();

/** Uploads a small photo as the KYC form does (`purpose=kyc` before the file). */
async function uploadPrivatePhoto(token: string): Promise<string> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 10, b: 10 } },
  })
    .png()
    .toBuffer();
  const boundary = '----cloudmall-kyc';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nkyc\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return (response.json() as { data: { url: string } }).data.url;
}

const pending = (input: Record<string, unknown> = {}, token = tokens.admin) =>
  call(t, walletAdminRoutes.kycList, input, token);

describe('the KYC review desk', () => {
  it('lists pending checks oldest first with the member, filtered by username, id or document name', async () => {
    const a = await newMember(t, 'kycfirst');
    const b = await newMember(t, 'kycsecond');
    await call(t, walletRoutes.submitKyc, { ...KYC, name: 'Zed Firstling' }, a.token);
    t.clock.advance(1000);
    await call(t, walletRoutes.submitKyc, { ...KYC, name: 'Yan Second' }, b.token);
    const all = (await pending()).body.data!;
    const mine = all.data.filter((row) => [a.id, b.id].includes(row.user_id));
    expect(mine.map((row) => row.username)).toEqual(['kycfirst', 'kycsecond']);
    expect(mine[0]).toMatchObject({
      status: 'pending',
      name: 'Zed Firstling',
      id_number: 'P1234567',
    });
    expect((await pending({ q: 'kycsecond' })).body.data!.data.map((r) => r.user_id)).toEqual([
      b.id,
    ]);
    expect((await pending({ q: String(a.id) })).body.data!.data.map((r) => r.user_id)).toEqual([
      a.id,
    ]);
    expect((await pending({ q: 'firstl' })).body.data!.data.map((r) => r.user_id)).toEqual([a.id]);
    expect((await pending({ status: 'approved', q: 'kycfirst' })).body.data!.total).toBe(0);
    expect((await pending({ status: 'nonsense' })).body.msg).toBe('validation_failed');
  });

  it('keeps identity photos private: no public address, a short-lived signed one for admins only', async () => {
    const m = await newMember(t, 'kycphoto');
    const url = await uploadPrivatePhoto(m.token);
    expect(url).toMatch(/^\/private\/kyc\//);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: url.replace('/private/kyc/', '/uploads/') })).statusCode,
    ).toBe(404);
    await call(t, walletRoutes.submitKyc, { ...KYC, front_image: url }, m.token);
    const row = (await pending({ q: 'kycphoto' })).body.data!.data[0]!;
    expect(row.back_url).toBe('');
    const photo = await t.app.inject({ url: row.front_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toContain('no-store');
    const other = row.front_url.replace(
      /path=[^&]+/,
      `path=${encodeURIComponent('/uploads/x.webp')}`,
    );
    expect((await t.app.inject({ url: other })).statusCode).toBe(404);
    t.clock.advance(301_000);
    expect((await t.app.inject({ url: row.front_url })).statusCode).toBe(404);
  });

  it('refuses only with a reason; approve and refuse are both audited with before and after', async () => {
    const m = await newMember(t, 'kycdecide');
    await call(t, walletRoutes.submitKyc, KYC, m.token);
    const review = (input: Record<string, unknown>) =>
      call(t, walletConsoleRoutes.reviewKyc, { user_id: m.id, ...input }, tokens.admin);
    for (const reason of [undefined, '', ' x '])
      expect((await review({ decision: 'reject', reason })).body).toMatchObject({
        code: 0,
        msg: 'validation_failed',
        data: { fields: [{ field: 'reason', key: 'required' }] },
      });
    expect((await call(t, walletRoutes.kycStatus, {}, m.token)).body.data!.status).toBe('pending');
    expect(await auditOf(t, `user:${m.id}`)).toHaveLength(0);
    await review({ decision: 'reject', reason: 'photo is blurred' });
    await call(t, walletRoutes.submitKyc, KYC, m.token);
    await review({ decision: 'approve' });
    const [approved, refused] = await auditOf(t, `user:${m.id}`);
    expect(refused).toMatchObject({ action: 'kyc.rejected' });
    expect(refused).toMatchObject({
      reason: 'photo is blurred',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
    expect(approved).toMatchObject({ action: 'kyc.approved' });
    expect((await review({ decision: 'approve' })).body.msg).toBe('not_found');
  });

  it('is refused to a plain member and to a merchant, and changes nothing', async () => {
    const m = await newMember(t, 'kycauth');
    await call(t, walletRoutes.submitKyc, KYC, m.token);
    for (const token of [tokens.member, tokens.merchant, m.token]) {
      expect((await pending({}, token)).status).toBe(403);
      const decide = await call(
        t,
        walletConsoleRoutes.reviewKyc,
        { user_id: m.id, decision: 'approve' },
        token,
      );
      expect(decide.status).toBe(403);
    }
    expect((await pending({}, '')).status).toBe(401);
    expect((await call(t, walletRoutes.kycStatus, {}, m.token)).body.data!.status).toBe('pending');
  });
});
