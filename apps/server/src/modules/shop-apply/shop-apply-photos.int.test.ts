import { UPLOAD_IMAGE_MAX_BYTES } from '@cloudmall/contract';
import {
  shopApplyConsoleRoutes as desk,
  shopApplyRoutes as apply,
} from '@cloudmall/contract/merchant';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestAppWithRoleTokens } from '../../../test/admin-helpers.ts';
import { t } from '../../../test/app-per-file.ts';
import { call } from '../../../test/test-app.ts';
import { newMember } from '../../../test/wallet-helpers.ts';

const tokens = useTestAppWithRoleTokens();

/** Uploads a file as the application form does: `purpose=kyc` first, so it is stored privately. */
function uploadIdentityPhoto(token: string, content: Buffer, type = 'image/png') {
  const boundary = '----cloudmall-shop-apply';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nkyc\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const smallPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 10 } } })
    .png()
    .toBuffer();

describe('identity photos of an application are private uploads, checked by size and type', () => {
  it('a photo is stored under private/ and only its signed address shows it, to the member and the admin', async () => {
    const m = await newMember(t, 'photoapply');
    const uploaded = await uploadIdentityPhoto(m.token, await smallPng());
    const url = (uploaded.json() as { data: { url: string; fullurl: string } }).data;
    expect(url.url).toMatch(/^\/private\/kyc\/.+\.webp$/);
    expect(url.fullurl).toBe('');
    expect((await t.app.inject({ method: 'GET', url: url.url })).statusCode).toBe(404);
    const sent = await call(
      t,
      apply.save,
      {
        store_type: 'personal',
        shopname: 'Photo Shop',
        id_type: 'passport',
        id_number: 'P998877',
        real_name: 'Pia Photo',
        mobile: '905550001111',
        front_image: url.url,
        submit: true,
      },
      m.token,
    );
    expect(sent.body.data?.state).toBe('pending');
    const [row] = (await call(t, desk.list, { q: 'photoapply' }, tokens.admin)).body.data!.data;
    const picture = await t.app.inject({ method: 'GET', url: row!.front_url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(row!.back_url).toBe('');
  });

  it('an oversized photo is refused with upload_too_large', async () => {
    const m = await newMember(t, 'photobig');
    const response = await uploadIdentityPhoto(m.token, Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 0, msg: 'upload_too_large' });
  });

  it('a file that is not a picture is refused whatever its name and type say', async () => {
    const m = await newMember(t, 'phototext');
    const response = await uploadIdentityPhoto(m.token, Buffer.from('%PDF-1.4 not a photo'));
    expect(response.json()).toMatchObject({ code: 0, msg: 'upload_type_not_allowed' });
  });
});
