import { describe, expect, it } from 'vitest';
import { imageProblem, MAX_IMAGE_BYTES, publishProblem } from './publish-rules';

describe('publish rules', () => {
  it('accepts the upload endpoint’s image types under the size limit only', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(imageProblem({ type: 'video/mp4', size: 1000 })).toBe('upload_type_not_allowed');
    expect(imageProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'upload_too_large',
    );
  });

  it('needs text and at least one image, and waits for uploads', () => {
    expect(publishProblem('  ', 1, false)).toBe('text');
    expect(publishProblem('hi', 0, false)).toBe('images');
    expect(publishProblem('hi', 1, true)).toBe('uploading');
    expect(publishProblem('hi', 1, false)).toBeUndefined();
  });
});
