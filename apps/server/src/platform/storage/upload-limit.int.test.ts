import { UPLOAD_IMAGE_MAX_BYTES, UploadResultSchema } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images.ts';
import { tokenOf } from '../../../test/wallet-helpers.ts';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { uploadAs } from './upload-test-files.ts';

let token: string;
useTestApp({}, async () => {
  token = await tokenOf(t, 'demo');
});

const upload = (name: string, content: Buffer, type: string) =>
  uploadAs(t, token, name, content, type);

/** A noisy 12-megapixel camera JPEG: 4000×3000 at quality 95 weighs about 8.8 MB. */
const cameraPhoto = () => noisyJpeg({ width: 4000, height: 3000, sigma: 30, quality: 95 });

describe('the upload size limit is the contract limit', () => {
  it('accepts a 12-megapixel phone photo above the old 5 MB limit and below the contract limit', async () => {
    const photo = await cameraPhoto();
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(photo.length).toBeLessThanOrEqual(UPLOAD_IMAGE_MAX_BYTES);
    const response = await upload('IMG_0001.jpg', photo, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    expect(UploadResultSchema.parse(response.json().data).url).toMatch(/\.webp$/);
  }, 60_000);

  it('refuses a picture one byte over the contract limit with 413 upload_too_large', async () => {
    const photo = await cameraPhoto();
    const padding = Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES + 1 - photo.length);
    // JPEG decoders ignore bytes after the end marker, so this is still a readable photo
    const oversized = Buffer.concat([photo, padding]);
    expect(oversized.length).toBe(UPLOAD_IMAGE_MAX_BYTES + 1);
    const response = await upload('big.jpg', oversized, 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 0, msg: 'upload_too_large' });
  }, 60_000);
});
