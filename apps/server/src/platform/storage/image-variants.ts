import { createReadStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS } from '@cloudmall/contract';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../http/app-error.ts';

/** Quality of the responsive copies: smaller than the stored original (90), fine at phone sizes. */
const VARIANT_QUALITY = 80;
const VARIANT_FILE = /^(.+)\.w(\d+)\.webp$/;

/** The file of the copy `width` pixels wide beside a stored `<name>.webp`. */
export const variantFile = (file: string, width: number): string =>
  file.replace(/\.webp$/, `.w${width}.webp`);

/**
 * The responsive copies of a stored picture (one decode, one resize per width of the contract's
 * IMAGE_VARIANT_WIDTHS), WebP, never upscaled: a picture narrower than a width is copied at its own size.
 */
export async function imageVariants(
  original: Buffer,
): Promise<Array<{ width: number; bytes: Buffer }>> {
  const decoded = sharp(original, { animated: false });
  return Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => ({
      width,
      bytes: await decoded
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY })
        .toBuffer(),
    })),
  );
}

/** Writes the responsive copies of the picture stored at `file` (`<name>.webp`) beside it. */
export async function writeImageVariants(original: Buffer, file: string): Promise<void> {
  for (const variant of await imageVariants(original))
    await writeFile(variantFile(file, variant.width), variant.bytes);
}

/**
 * A copy's address for a picture stored before copies were made answers the original (with a short
 * cache life), so a `srcset` built from an upload address never breaks; anything else missing is 404.
 */
export async function answerMissingVariant(
  root: string,
  pathname: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const match = VARIANT_FILE.exec(pathname);
  const known =
    match !== null && (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(Number(match[2]));
  const original = known ? path.join(root, `${match![1]}.webp`) : '';
  const inside = original.startsWith(root + path.sep);
  const size = inside
    ? await stat(original).then(
        (info) => (info.isFile() ? info.size : -1),
        () => -1,
      )
    : -1;
  if (size < 0) throw new AppError('not_found', 404);
  return reply
    .header('content-type', 'image/webp')
    .header('content-length', size)
    .header('cache-control', 'public, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(original));
}
