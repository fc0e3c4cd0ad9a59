import { UPLOAD_IMAGE_MAX_BYTES } from '@cloudmall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, httpStatusText } from '@cloudmall/client';
import { changeLanguage, i18next, initI18n } from './i18n';
import {
  IMAGE_UPLOAD_MAX_MB,
  prepareImage,
  shrinkImage,
  shrunkSize,
  type DecodedImage,
  type ImageCanvas,
} from './image-upload';

/** A canvas that "decodes" to the given size and encodes to `encodedBytes` bytes, recording the draw. */
function fakeCanvas(width: number, height: number, encodedBytes = 900_000) {
  const drawn: { width: number; height: number }[] = [];
  let closed = 0;
  const canvas: ImageCanvas = {
    decode: () =>
      Promise.resolve<DecodedImage>({
        width,
        height,
        source: {} as CanvasImageSource,
        close: () => (closed += 1),
      }),
    encode: (_image, w, h) => {
      drawn.push({ width: w, height: h });
      return Promise.resolve(new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' }));
    },
  };
  return { canvas, drawn, closed: () => closed };
}

const photo = (bytes: number, type = 'image/jpeg', name = 'IMG_0001.JPG') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('photos are shrunk in the browser before upload', () => {
  it('draws a 12-megapixel photo at 2048 px on its long side, keeping the aspect', () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(shrunkSize(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(shrunkSize(9000, 100)).toEqual({ width: 2048, height: 23 });
  });

  it('never enlarges a picture that already fits', () => {
    expect(shrunkSize(2048, 1000)).toBeUndefined();
    expect(shrunkSize(800, 600)).toBeUndefined();
  });

  it('sends a 9 MB camera photo as a 2048 px JPEG named like the original', async () => {
    const fake = fakeCanvas(4000, 3000);
    const ready = await shrinkImage(photo(9 * 1024 * 1024), fake.canvas);
    expect(fake.drawn).toEqual([{ width: 2048, height: 1536 }]);
    expect(ready.type).toBe('image/jpeg');
    expect(ready.name).toBe('IMG_0001.jpg');
    expect(ready.size).toBe(900_000);
    expect(fake.closed()).toBe(1);
  });

  it('keeps a small image as it is', async () => {
    const fake = fakeCanvas(640, 480);
    const small = photo(80_000, 'image/png', 'icon.png');
    expect(await shrinkImage(small, fake.canvas)).toBe(small);
    expect(fake.drawn).toEqual([]);
  });

  it('keeps a GIF, and a file the browser cannot read, as they are (the server decides)', async () => {
    const gif = photo(3_000_000, 'image/gif', 'fun.gif');
    expect(await shrinkImage(gif, fakeCanvas(4000, 3000).canvas)).toBe(gif);
    const broken: ImageCanvas = {
      decode: () => Promise.reject(new Error('HEIC')),
      encode: () => Promise.resolve(null),
    };
    const heic = photo(4_000_000);
    expect(await shrinkImage(heic, broken)).toBe(heic);
  });

  it('keeps the original when the redraw would come out larger', async () => {
    const tight = photo(500_000);
    expect(await shrinkImage(tight, fakeCanvas(4000, 3000, 600_000).canvas)).toBe(tight);
  });
});

describe('a picture over the one limit is refused before sending, saying the limit', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('states the contract limit in megabytes', () => {
    expect(IMAGE_UPLOAD_MAX_MB).toBe(UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024);
  });

  it('refuses a photo still over the limit with the limit in the reader’s language', async () => {
    const unreadable: ImageCanvas = {
      decode: () => Promise.reject(new Error('no decoder')),
      encode: () => Promise.resolve(null),
    };
    const huge = photo(UPLOAD_IMAGE_MAX_BYTES + 1);
    const failure = await prepareImage(huge, unreadable).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).messageKey).toBe('upload_too_large');
    expect((failure as ApiError).text).toBe(
      `The file is too large: at most ${IMAGE_UPLOAD_MAX_MB} MB`,
    );
    await changeLanguage('tr');
    const turkish = await prepareImage(huge, unreadable).catch((error: unknown) => error);
    expect((turkish as ApiError).text).toBe(`Dosya çok büyük: en fazla ${IMAGE_UPLOAD_MAX_MB} MB`);
    // the server's 413 answer reads the same text, with the limit, in the reader's language
    expect(httpStatusText(413, 'upload_too_large', (key, options) => i18next.t(key, options))).toBe(
      `Dosya çok büyük: en fazla ${IMAGE_UPLOAD_MAX_MB} MB`,
    );
    await changeLanguage('en');
  });

  it('lets a large photo through once it is shrunk under the limit', async () => {
    const ready = await prepareImage(
      photo(UPLOAD_IMAGE_MAX_BYTES + 1),
      fakeCanvas(6000, 4000).canvas,
    );
    expect(ready.size).toBe(900_000);
  });
});
