import { identityRoutes, UPLOAD_IMAGE_MAX_BYTES, UploadResultSchema } from '@cloudmall/contract';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t, useTestApp } from '../../../../test/app-per-file.ts';
import { multipartFile } from '../../../../test/multipart.ts';
import { tokenOf } from '../../../../test/wallet-helpers.ts';

let token: string;
useTestApp({}, async () => {
  token = await tokenOf(t, 'demo');
});

const upload = (body: ReturnType<typeof multipartFile>, withToken = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(withToken ? { token } : {}) },
  });

describe('profile', () => {
  it('updates nickname, gender, birthday and bio, keeping script text as text', async () => {
    const { body } = await call(
      t,
      identityRoutes.profile,
      { nickname: '<b>Ann</b>', gender: 2, birthday: '1990-05-17', bio: "'; drop table users; --" },
      token,
    );
    expect(body.data).toMatchObject({
      nickname: '<b>Ann</b>',
      gender: 2,
      birthday: '1990-05-17',
      bio: "'; drop table users; --",
    });
    expect((await call(t, identityRoutes.info, {}, token)).body.data?.bio).toBe(
      "'; drop table users; --",
    );
  });

  it('refuses an impossible or future birthday and an unknown gender', async () => {
    for (const input of [{ birthday: '2001-02-30' }, { birthday: '2999-01-01' }, { gender: 7 }]) {
      expect((await call(t, identityRoutes.profile, input, token)).body.msg).toBe(
        'validation_failed',
      );
    }
  });

  it('needs a live session', async () => {
    expect((await call(t, identityRoutes.profile, { nickname: 'x' })).status).toBe(401);
  });
});

describe('avatar upload', () => {
  it('re-encodes an image to WebP under a random name and sets it as the avatar', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#ff6a00' },
    })
      .png()
      .toBuffer();
    const response = await upload(multipartFile('me.png', png, 'image/png'));
    expect(response.statusCode).toBe(200);
    const { url } = UploadResultSchema.parse(response.json().data);
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const profile = await call(t, identityRoutes.profile, { avatar: url }, token);
    expect(profile.body.data?.avatar).toBe(url);
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload(multipartFile('evil.png', html, 'image/png'));
    expect(response.json()).toMatchObject({ code: 0, msg: 'upload_type_not_allowed' });
  });

  it('stores an MP4 video as sent, served as video/mp4, and refuses a large image', async () => {
    const mp4 = readFileSync(new URL('../../../../assets/demo-media/video-1.mp4', import.meta.url));
    const response = await upload(multipartFile('clip.mov', mp4, 'application/octet-stream'));
    const { url } = UploadResultSchema.parse(response.json().data);
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp4$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(mp4)).toBe(true);
    const big = await sharp({
      create: { width: 4000, height: 4000, channels: 3, background: '#123456' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(UPLOAD_IMAGE_MAX_BYTES);
    expect((await upload(multipartFile('big.png', big, 'image/png'))).statusCode).toBe(413);
  });

  it('refuses an upload without a session', async () => {
    const response = await upload(multipartFile('a.png', Buffer.from('x'), 'image/png'), false);
    expect(response.statusCode).toBe(401);
  });

  it('refuses an avatar path outside the uploads folder', async () => {
    const { body } = await call(
      t,
      identityRoutes.profile,
      { avatar: 'javascript:alert(1)' },
      token,
    );
    expect(body.msg).toBe('validation_failed');
  });
});
