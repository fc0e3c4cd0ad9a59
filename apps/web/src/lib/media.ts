import {
  hasImageVariants,
  IMAGE_VARIANT_WIDTHS,
  imageVariantUrl,
} from '@cloudmall/contract/image-variants';
import { env } from './env';

/** Media paths the server answers as `/uploads/...` are served from the CDN base (or this origin). */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${env.cdnBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The `srcset` of a picture stored by this server (`/uploads/….webp`): its responsive copies, one
 * per width the server writes at upload. Anything else (a video, an outside address, a picture in
 * another format) has none: undefined, so only addresses the server answers are ever named.
 */
export function mediaSrcSet(path: string | null | undefined): string | undefined {
  if (!path || !path.startsWith('/uploads/') || !hasImageVariants(path)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map(
    (width) => `${mediaUrl(imageVariantUrl(path, width))} ${width}w`,
  ).join(', ');
}
