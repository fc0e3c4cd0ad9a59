import { describe, expect, it } from 'vitest';
import { MAX_VIDEO_BYTES, publishVideoProblem, videoProblem } from './publish-rules';

describe('video posts', () => {
  it('take MP4 and WebM files up to 30 MB', () => {
    expect(videoProblem({ type: 'video/mp4', size: 1000 })).toBeUndefined();
    expect(videoProblem({ type: 'video/webm', size: MAX_VIDEO_BYTES })).toBeUndefined();
    expect(videoProblem({ type: 'video/quicktime', size: 1000 })).toBe('upload_type_not_allowed');
    expect(videoProblem({ type: 'video/mp4', size: MAX_VIDEO_BYTES + 1 })).toBe('upload_too_large');
  });

  it('need text and an uploaded video, and wait for the upload', () => {
    expect(publishVideoProblem('hi', true, true)).toBe('uploading');
    expect(publishVideoProblem('  ', true, false)).toBe('text');
    expect(publishVideoProblem('hi', false, false)).toBe('video');
    expect(publishVideoProblem('hi', true, false)).toBeUndefined();
  });
});
