/**
 * Responsive copies of an uploaded picture. For every stored `/uploads/<path>.webp` the server also
 * writes `/uploads/<path>.w<width>.webp` for each width below (WebP, never upscaled: a picture
 * narrower than a width is copied at its own size), so a client builds a `srcset` from the upload
 * address alone. Pictures stored before the copies existed are answered with the original under a
 * copy's name, so a copy's address never breaks.
 */
export const IMAGE_VARIANT_WIDTHS = [240, 480, 960] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const VARIANT_SOURCE = /^(.*\/uploads\/.+)\.webp$/;
const VARIANT_NAME = /\.w\d+\.webp$/;

/** True for an address the server keeps copies of: a stored upload (`…/uploads/….webp`). */
export function hasImageVariants(url: string): boolean {
  return VARIANT_SOURCE.test(url) && !VARIANT_NAME.test(url) && !/[?#]/.test(url);
}

/** The address of the copy `width` pixels wide of a stored upload (the address itself when it has none). */
export function imageVariantUrl(url: string, width: number): string {
  if (!hasImageVariants(url)) return url;
  return url.replace(VARIANT_SOURCE, `$1.w${width}.webp`);
}
