import { describe, expect, it } from 'vitest';
import { formatDuration } from './live-format';

describe('a room’s duration', () => {
  it('reads as minutes and seconds under an hour, with hours past one', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3600 + 2 * 60 + 3)).toBe('1:02:03');
    expect(formatDuration(-4)).toBe('0:00');
  });
});
