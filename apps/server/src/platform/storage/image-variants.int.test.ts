import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@cloudmall/contract';
import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { noisyJpeg } from '../../../test/images.ts';
import { tokenOf } from '../../../test/wallet-helpers.ts';
import { uploadAs } from './upload-test-files.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { registerUploads } from './uploads.ts';

let token: string;
useTestApp({}, async () => {
  token = await tokenOf(t, 'demo');
});

async function upload(content: Buffer): Promise<string> {
  const response = await uploadAs(t, token, 'photo.jpg', content, 'image/jpeg');
  expect(response.json()).toMatchObject({ code: 1 });
  return (response.json() as { data: { url: string } }).data.url;
}

async function fetched(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { response, meta: await sharp(response.rawPayload).metadata() };
}

describe('an uploaded picture gets its responsive copies', () => {
  it('stores a WebP copy at each srcset width beside the original, served with a long cache life', async () => {
    const url = await upload(
      await noisyJpeg({ width: 1600, height: 1200, sigma: 30, quality: 80 }),
    );
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const { response, meta } = await fetched(imageVariantUrl(url, width));
      expect(response.statusCode).toBe(200);
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width,
        height: Math.round((width * 1200) / 1600),
      });
      expect(response.headers['cache-control']).toContain('max-age=31536000');
    }
  });

  it('never upscales a picture narrower than a width: the copy keeps its own size', async () => {
    const url = await upload(await noisyJpeg({ width: 300, height: 200, sigma: 30, quality: 80 }));
    const widths = [];
    for (const width of IMAGE_VARIANT_WIDTHS)
      widths.push((await fetched(imageVariantUrl(url, width))).meta.width);
    expect(widths).toEqual([240, 300, 300]);
  });
});

describe('a picture stored before copies existed', () => {
  it('answers the original under a copy name, and 404 for a missing original', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cloudmall-variants-'));
    const bare = Fastify();
    registerErrorHandler(bare);
    await registerUploads(bare, { dataDir, cdnUrl: '', resolveSession: async () => null });
    await mkdir(path.join(dataDir, 'uploads', 'old'), { recursive: true });
    const old = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#888' },
    })
      .webp()
      .toBuffer();
    await writeFile(path.join(dataDir, 'uploads', 'old', 'pic.webp'), old);
    const copy = await bare.inject({
      method: 'GET',
      url: imageVariantUrl('/uploads/old/pic.webp', 480),
    });
    expect(copy.statusCode).toBe(200);
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(640);
    const missing = await bare.inject({ method: 'GET', url: '/uploads/old/absent.w480.webp' });
    const outside = await bare.inject({ method: 'GET', url: '/uploads/old/pic.w123.webp' });
    expect([missing.statusCode, outside.statusCode]).toEqual([404, 404]);
    await bare.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});
