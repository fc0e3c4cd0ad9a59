import { env } from './env';

/** Media paths the server answers as `/uploads/...` are served from the CDN base (or this origin). */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${env.cdnBase}${path.startsWith('/') ? '' : '/'}${path}`;
}
