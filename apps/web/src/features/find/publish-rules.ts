import { UPLOAD_VIDEO_MAX_BYTES } from '@cloudmall/contract';
import { imageRules } from '../../components/ui/image-rules';

/** The contract's limits for a post. */
export const MAX_POST_TEXT = 2000;
export const MAX_POST_IMAGES = 9;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export type FileProblem = 'upload_type_not_allowed' | 'upload_too_large';

/** A post's pictures: up to nine, of the image types offered. */
export const POST_IMAGES = imageRules(IMAGE_TYPES, MAX_POST_IMAGES);

/** Why a picked file cannot be uploaded as a post image (the `errors` key), or undefined when it can. */
export const imageProblem = POST_IMAGES.check;

/** What the publish button still waits for, in order: the upload, the text, then the media. */
function missingFirst<Media extends string>(
  text: string,
  hasMedia: boolean,
  uploading: boolean,
  media: Media,
): 'text' | Media | 'uploading' | undefined {
  if (uploading) return 'uploading';
  if (text.trim() === '') return 'text';
  if (!hasMedia) return media;
  return undefined;
}

/** The publish button's state: what is missing, if anything. */
export function publishProblem(text: string, images: number, uploading: boolean) {
  return missingFirst(text, images >= 1, uploading, 'images');
}

/** Videos are stored as sent: MP4 or WebM, within the contract's video limit (the server checks the container too). */
export const MAX_VIDEO_BYTES = UPLOAD_VIDEO_MAX_BYTES;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/** Why a picked file cannot be uploaded as a post video (the `errors` key), or undefined when it can. */
export function videoProblem(file: Pick<File, 'type' | 'size'>): FileProblem | undefined {
  if (!VIDEO_TYPES.includes(file.type)) return 'upload_type_not_allowed';
  if (file.size > MAX_VIDEO_BYTES) return 'upload_too_large';
  return undefined;
}

/** The publish button's state for a video post: the cover is drawn from the video's first frame. */
export function publishVideoProblem(text: string, hasVideo: boolean, uploading: boolean) {
  return missingFirst(text, hasVideo, uploading, 'video');
}
