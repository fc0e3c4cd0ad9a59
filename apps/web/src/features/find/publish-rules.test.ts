import { describe, expect, it } from 'vitest';
import { imageProblem, publishProblem } from './publish-rules';

describe('publish rules', () => {
  it('accepts the upload endpoint’s image types, whatever their size before shrinking', () => {
    expect(imageProblem({ type: 'image/png' })).toBeUndefined();
    expect(imageProblem({ type: 'video/mp4' })).toBe('upload_type_not_allowed');
    expect(imageProblem({ type: 'image/jpeg' })).toBeUndefined();
  });

  it('needs text and at least one image, and waits for uploads', () => {
    expect(publishProblem('  ', 1, false)).toBe('text');
    expect(publishProblem('hi', 0, false)).toBe('images');
    expect(publishProblem('hi', 1, true)).toBe('uploading');
    expect(publishProblem('hi', 1, false)).toBeUndefined();
  });
});
