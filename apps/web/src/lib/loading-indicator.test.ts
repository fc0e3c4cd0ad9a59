import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingIndicator } from './loading-indicator';

describe('createLoadingIndicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the indicator at least 500 ms after a fast call', () => {
    const show = vi.fn();
    const hide = vi.fn();
    const indicator = createLoadingIndicator({ show, hide });
    indicator.show();
    vi.advanceTimersByTime(100);
    indicator.hide();
    expect(hide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('shows once for overlapping calls and hides after the last', () => {
    const show = vi.fn();
    const hide = vi.fn();
    const indicator = createLoadingIndicator({ show, hide });
    indicator.show();
    indicator.show();
    vi.advanceTimersByTime(600);
    indicator.hide();
    expect(hide).not.toHaveBeenCalled();
    indicator.hide();
    expect(show).toHaveBeenCalledTimes(1);
    expect(hide).toHaveBeenCalledTimes(1);
  });
});
