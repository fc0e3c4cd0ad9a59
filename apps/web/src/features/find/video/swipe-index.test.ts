import { describe, expect, it } from 'vitest';
import { clampIndex, shouldLoadMore, swipeTarget, wheelTarget } from './swipe-index';

describe('hVideo swipe index', () => {
  it('goes to the next video on a swipe up and the previous on a swipe down', () => {
    expect(swipeTarget(1, -120, 5)).toBe(2);
    expect(swipeTarget(1, 120, 5)).toBe(0);
  });

  it('stays put on short moves', () => {
    expect(swipeTarget(2, -59, 5)).toBe(2);
    expect(swipeTarget(2, 59, 5)).toBe(2);
    expect(swipeTarget(2, -60, 5)).toBe(3);
  });

  it('stops at both ends', () => {
    expect(swipeTarget(0, 200, 5)).toBe(0);
    expect(swipeTarget(4, -200, 5)).toBe(4);
    expect(swipeTarget(0, -200, 1)).toBe(0);
    expect(swipeTarget(0, -200, 0)).toBe(0);
  });

  it('moves one video per wheel step and ignores tiny deltas', () => {
    expect(wheelTarget(0, 100, 3)).toBe(1);
    expect(wheelTarget(1, -100, 3)).toBe(0);
    expect(wheelTarget(2, 400, 3)).toBe(2);
    expect(wheelTarget(0, -400, 3)).toBe(0);
    expect(wheelTarget(1, 5, 3)).toBe(1);
  });

  it('clamps indexes and asks for more near the end', () => {
    expect(clampIndex(9, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(shouldLoadMore(2, 5)).toBe(true);
    expect(shouldLoadMore(1, 5)).toBe(false);
    expect(shouldLoadMore(0, 0)).toBe(false);
  });
});
