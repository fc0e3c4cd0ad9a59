import sharp from 'sharp';
import type { TestApp } from '../../../test/test-app.ts';
import { multipartFile } from '../../../test/multipart.ts';

/** Test files: a member's upload of one file through the app's upload route, as a client sends it. */
export function uploadAs(
  t: TestApp,
  token: string,
  filename: string,
  content: Buffer,
  type: string,
) {
  const form = multipartFile(filename, content, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload: form.payload,
    headers: { ...form.headers, token },
  });
}

/** Test files: a grey JPEG full of noise (so it compresses like a camera photo, not like a flat image). */
export const noisyJpeg = (photo: {
  width: number;
  height: number;
  sigma: number;
  quality: number;
}) =>
  sharp({
    create: {
      width: photo.width,
      height: photo.height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: photo.sigma },
    },
  })
    .jpeg({ quality: photo.quality })
    .toBuffer();
