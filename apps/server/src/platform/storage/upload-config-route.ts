import {
  appRoutes,
  UPLOAD_AUDIO_MAX_BYTES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_PATH,
  UPLOAD_VIDEO_MAX_BYTES,
  type UploadConfig,
} from '@cloudmall/contract';
import type { FastifyInstance } from 'fastify';
import type { BindRoute } from '../http/bind-route.ts';

/**
 * The accepted types: pictures (re-encoded), MP4/WebM videos and voice recordings, each recognised by
 * its bytes (uploads.ts), whatever the name says.
 */
const MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
  'video/webm',
  'audio/ogg',
  'audio/mpeg',
  'audio/wav',
].join(',');

/** What `common/uploadData` answers: this server's own upload route, files stored locally. */
export function uploadConfig(cdnUrl: string): UploadConfig {
  return {
    // Relative to the client's API base (`https://host/api`), as its request helper joins it.
    uploadurl: UPLOAD_PATH,
    cdnurl: cdnUrl,
    maxsize: Math.max(UPLOAD_IMAGE_MAX_BYTES, UPLOAD_VIDEO_MAX_BYTES, UPLOAD_AUDIO_MAX_BYTES),
    mimetype: MIME_TYPES,
    multipart: {},
    multiple: false,
    storage: 'local',
  };
}

/** `common/uploadData`: how the stock client uploads (to `common/upload`, answered with `fullurl`). */
export function registerUploadConfigRoute(
  app: FastifyInstance,
  bind: BindRoute,
  cdnUrl: string,
): void {
  const config = uploadConfig(cdnUrl);
  bind(app, appRoutes.uploadData, async () => config);
}
