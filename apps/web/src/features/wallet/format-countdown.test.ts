import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(1799)).toBe('29:59');
    expect(formatCountdown(3599)).toBe('59:59');
  });
  it('adds hours from an hour up', () => {
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(7325)).toBe('2:02:05');
  });
  it('never goes below zero and drops fractions', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(59.9)).toBe('00:59');
  });
});
