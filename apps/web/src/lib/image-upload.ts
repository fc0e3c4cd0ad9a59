import { megabytes, UPLOAD_IMAGE_MAX_BYTES } from '@cloudmall/contract';
import { ApiError } from '@cloudmall/client';
import { i18next } from './i18n';

/** The contract's picture limit, in whole megabytes as every upload screen states it. */
export const IMAGE_UPLOAD_MAX_MB = megabytes(UPLOAD_IMAGE_MAX_BYTES);
/** A shrunk photo's long side in pixels, and its JPEG quality. */
export const SHRINK_LONG_SIDE = 2048;
export const SHRINK_QUALITY = 0.85;
/** Types the browser redraws smaller; a GIF is sent as it is (it may be animated). */
const REDRAWN_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The pixel size to draw a picture at: the long side at most `longSide`, the aspect kept; undefined
 * when the picture already fits (a small image is never enlarged).
 */
export function shrunkSize(
  width: number,
  height: number,
  longSide = SHRINK_LONG_SIDE,
): { width: number; height: number } | undefined {
  const longest = Math.max(width, height);
  if (longest <= longSide || width <= 0 || height <= 0) return undefined;
  const scale = longSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** True when a file is larger than the contract allows for a picture. */
export const isOverImageLimit = (file: Pick<Blob, 'size'>): boolean =>
  file.size > UPLOAD_IMAGE_MAX_BYTES;

/** A decoded picture and how to draw it; `close` frees it. */
export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  close: () => void;
}

/** What shrinking needs from the browser (a fake in unit tests). */
export interface ImageCanvas {
  decode: (file: Blob) => Promise<DecodedImage>;
  /** Draws the picture at the size on a white ground and encodes it as JPEG. */
  encode: (image: DecodedImage, width: number, height: number) => Promise<Blob | null>;
}

export const browserCanvas: ImageCanvas = {
  async decode(file) {
    // createImageBitmap applies the photo's EXIF orientation, as the camera meant it
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      width: bitmap.width,
      height: bitmap.height,
      source: bitmap,
      close: () => bitmap.close(),
    };
  },
  async encode(image, width, height) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image.source, 0, 0, width, height);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', SHRINK_QUALITY));
  },
};

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * A photo made ready to send: a JPEG, PNG or WebP larger than 2048 px on its long side (or over the
 * limit) is redrawn to 2048 px as a JPEG at 0.85; a small image, a GIF, or a file the browser cannot
 * read is kept as it is (the server decides). A redraw that comes out larger is not used.
 */
export async function shrinkImage(file: File, canvas: ImageCanvas = browserCanvas): Promise<File> {
  if (!REDRAWN_TYPES.includes(file.type)) return file;
  let image: DecodedImage;
  try {
    image = await canvas.decode(file);
  } catch {
    return file;
  }
  try {
    const size =
      shrunkSize(image.width, image.height) ??
      (isOverImageLimit(file) ? { width: image.width, height: image.height } : undefined);
    if (!size) return file;
    const blob = await canvas.encode(image, size.width, size.height).catch(() => null);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    image.close();
  }
}

/** The too-large message in the reader's language, stating the limit ("up to 10 MB"). */
export const imageTooLargeText = (): string => i18next.t('errors:upload_too_large');

/**
 * Shrinks a picked photo, then refuses it before sending when it is still over the contract limit,
 * with the message that states the limit (an `ApiError`, so `toastError` shows it).
 */
export async function prepareImage(file: File, canvas?: ImageCanvas): Promise<File> {
  const ready = await shrinkImage(file, canvas);
  if (isOverImageLimit(ready))
    throw new ApiError('business', imageTooLargeText(), { messageKey: 'upload_too_large' });
  return ready;
}
