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
