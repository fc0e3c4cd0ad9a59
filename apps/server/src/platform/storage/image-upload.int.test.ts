import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { noisyJpeg } from '../../../test/images.ts';
import { tokenOf } from '../../../test/wallet-helpers.ts';
import { uploadAs } from './upload-test-files.ts';

let token: string;
useTestApp({}, async () => {
  token = await tokenOf(t, 'demo');
});

async function timedUpload(filename: string, content: Buffer, type: string) {
  const started = performance.now();
  const response = await uploadAs(t, token, filename, content, type);
  return {
    status: response.statusCode,
    msg: response.json().msg as string,
    ms: Math.round(performance.now() - started),
  };
}

const photo = () => noisyJpeg({ width: 1600, height: 1200, sigma: 40, quality: 80 });

describe('image uploads cannot be used to exhaust the server', () => {
  it('refuses from its header, fast, a small PNG that would decode to hundreds of megabytes', async () => {
    const hostile = await sharp({
      create: {
        width: 6300,
        height: 6300,
        channels: 4,
        background: { r: 10, g: 20, b: 30, alpha: 0.5 },
      },
    })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer();
    const meta = await sharp(hostile).metadata();
    expect({
      width: meta.width,
      height: meta.height,
      channels: meta.channels,
      depth: meta.depth,
    }).toEqual({ width: 6300, height: 6300, channels: 4, depth: 'ushort' });
    const result = await timedUpload('hostile.png', hostile, 'image/png');
    console.log(
      `hostile PNG: ${(hostile.length / 1024).toFixed(0)} kB file, 6300×6300×4×2 = ${((6300 * 6300 * 8) / 1e6).toFixed(0)} MB decoded → ${result.msg} in ${result.ms} ms`,
    );
    expect(result.msg).toBe('image_too_large');
    expect(result.ms).toBeLessThan(1_000);
  });

  it('accepts an ordinary photo', async () => {
    const jpeg = await photo();
    const result = await timedUpload('photo.jpg', jpeg, 'image/jpeg');
    console.log(
      `ordinary 1600×1200 JPEG (${(jpeg.length / 1024).toFixed(0)} kB) → code ${result.status}, stored in ${result.ms} ms`,
    );
    expect(result).toMatchObject({ status: 200, msg: expect.any(String) });
    expect(result.msg).not.toBe('image_too_large');
  });

  it('lets one member decode one image at a time', async () => {
    const jpeg = await photo();
    const results = await Promise.all(
      [1, 2, 3].map((n) => timedUpload(`photo${n}.jpg`, jpeg, 'image/jpeg')),
    );
    const busy = results.filter((r) => r.msg === 'upload_busy').length;
    console.log(
      `3 simultaneous uploads by one member: ${results.map((r) => `${r.status} ${r.msg || 'ok'} (${r.ms} ms)`).join(', ')}`,
    );
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(busy).toBeGreaterThanOrEqual(1);
    expect(
      results.every((r) => r.status === 200 || (r.status === 429 && r.msg === 'upload_busy')),
    ).toBe(true);
  });
});
