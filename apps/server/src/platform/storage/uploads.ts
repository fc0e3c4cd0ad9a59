import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  UPLOAD_AUDIO_MAX_BYTES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_PATH,
  UPLOAD_VIDEO_MAX_BYTES,
} from '@cloudmall/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../http/app-error.ts';
import type { SessionResolver } from '../http/auth-context.ts';
import { API_PREFIX, requireMember } from '../http/bind-route.ts';
import { success } from '../http/envelope.ts';
import { assertDecodable, DECODE_TIMEOUT_SECONDS, DecodeGate } from './image-decode-guard.ts';
import { audioContainer } from './audio.ts';
import { answerMissingVariant, imageVariants, variantFile } from './image-variants.ts';

/** The contract's limits: pictures, videos and voice each have one, the largest bounds the body. */
export const UPLOAD_MAX_BYTES = UPLOAD_IMAGE_MAX_BYTES;
export const BODY_MAX_BYTES = Math.max(
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_VIDEO_MAX_BYTES,
  UPLOAD_AUDIO_MAX_BYTES,
);
const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_PIXELS = 40_000_000;

/**
 * Member uploads: one file per request, recognised by its content (not its name or type header).
 * Images (`UPLOAD_IMAGE_MAX_BYTES`) are re-encoded to WebP, which drops metadata and anything hidden in the file; MP4 and
 * WebM videos and Ogg, MP3 or WAV voice recordings (`audio.ts`) are stored as sent, each within its
 * contract limit.
 * Every file gets a random name. An identity photo (field `purpose=kyc`) is kept under `private/`,
 * which no static route serves: admins see it through a short-lived signed address (signed-files.ts). An image that would decode too large is refused from its header;
 * decodes take a slot of a small gate and time out.
 */
export async function registerUploads(
  app: FastifyInstance,
  options: { dataDir: string; cdnUrl: string; resolveSession: SessionResolver },
): Promise<void> {
  const root = path.join(options.dataDir, 'uploads');
  // Identity photos: never served as static files, only through a signed console address.
  const privateRoot = path.join(options.dataDir, 'private', 'kyc');
  await mkdir(root, { recursive: true });
  const gate = new DecodeGate();
  await app.register(multipart, {
    limits: { fileSize: BODY_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  // Stored names are random and never rewritten: cached for a year. A missing responsive copy of an
  // older picture answers the original (image-variants.ts).
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((request, reply) =>
        answerMissingVariant(
          root,
          (request.url.split('?')[0] ?? '').slice('/uploads/'.length),
          reply,
        ),
      );
      await scope.register(fastifyStatic, {
        root,
        decorateReply: false,
        index: false,
        maxAge: '365d',
        immutable: true,
        setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff'),
      });
    },
    { prefix: '/uploads' },
  );

  app.post(API_PREFIX + UPLOAD_PATH, async (request) => {
    const member = await requireMember(request, options.resolveSession);
    if (!request.isMultipart())
      throw new AppError('validation_failed', 400, {
        fields: [{ field: 'file', key: 'required' }],
      });
    const file = await request.file();
    if (!file)
      throw new AppError('validation_failed', 400, {
        fields: [{ field: 'file', key: 'required' }],
      });
    const buffer = await file.toBuffer().catch(() => {
      throw new AppError('upload_too_large', 413);
    });
    const audio = videoContainer(buffer) ? null : audioContainer(buffer);
    if (audio && buffer.length > UPLOAD_AUDIO_MAX_BYTES)
      throw new AppError('upload_too_large', 413);
    const video = videoContainer(buffer) ?? audio;
    if (video && buffer.length > UPLOAD_VIDEO_MAX_BYTES)
      throw new AppError('upload_too_large', 413);
    if (!video && buffer.length > UPLOAD_MAX_BYTES) throw new AppError('upload_too_large', 413);
    const stored = video
      ? { bytes: buffer, extension: video }
      : await gate.run(member.userId, async () => {
          const bytes = await reencode(buffer);
          const variants = isPrivate(file.fields) ? [] : await imageVariants(bytes);
          return { bytes, extension: 'webp', variants };
        });
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    const relative = `${month}/${randomUUID()}.${stored.extension}`;
    if (isPrivate(file.fields) && !video) {
      await mkdir(path.join(privateRoot, month), { recursive: true });
      await writeFile(path.join(privateRoot, relative), stored.bytes);
      const url = `/private/kyc/${relative}`;
      return success({ url, fullurl: '' });
    }
    await mkdir(path.join(root, month), { recursive: true });
    await writeFile(path.join(root, relative), stored.bytes);
    for (const variant of 'variants' in stored ? stored.variants : [])
      await writeFile(variantFile(path.join(root, relative), variant.width), variant.bytes);
    const url = `/uploads/${relative}`;
    return success({ url, fullurl: `${options.cdnUrl}${url}` });
  });
}

/** A form field `purpose=kyc` sent before the file: an identity photo, stored privately. */
function isPrivate(fields: Record<string, unknown>): boolean {
  const field = fields.purpose as { type?: string; value?: unknown } | undefined;
  return field?.type === 'field' && field.value === 'kyc';
}

/**
 * MP4 (an `ftyp` box first) or WebM (the EBML header) by their container bytes, whatever the file is
 * called. Videos are stored as sent (no transcoder here) and served with their own type and nosniff.
 */
function videoContainer(buffer: Buffer): 'mp4' | 'webm' | null {
  if (buffer.length >= 12 && buffer.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (buffer.length >= 4 && buffer.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

async function reencode(buffer: Buffer): Promise<Buffer> {
  try {
    const input = sharp(buffer, { limitInputPixels: MAX_PIXELS, animated: false });
    const meta = await input.metadata();
    if (!meta.format || !ALLOWED_FORMATS.has(meta.format))
      throw new AppError('upload_type_not_allowed');
    assertDecodable(meta);
    return await input
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /timeout/i.test(error.message))
      throw new AppError('image_too_large');
    throw new AppError('upload_type_not_allowed');
  }
}
