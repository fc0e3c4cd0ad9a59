import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cloudmall/client';
import { useIdempotentSubmit } from './use-idempotent-submit';

describe('useIdempotentSubmit', () => {
  it('retries a failed submission with the same key and uses a new key after success', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const seen: string[] = [];
    const payload = { amount: '100.00', bank_id: 1 };
    const failing = vi.fn(async (key: string) => {
      seen.push(key);
      throw new ApiError('timeout', 'timed out');
    });
    await act(async () => {
      await expect(result.current.submit(payload, failing)).rejects.toThrow();
    });
    await act(async () => {
      await result.current.submit(payload, async (key) => seen.push(key));
    });
    await act(async () => {
      await result.current.submit(payload, async (key) => seen.push(key));
    });
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[1]);
  });

  it('ignores a second tap while the first request is pending', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    let first: Promise<unknown> = Promise.resolve();
    let second: unknown = 'not called';
    await act(async () => {
      first = result.current.submit({}, send);
      second = await result.current.submit({}, send);
    });
    expect(result.current.pending).toBe(true);
    expect(second).toBeUndefined();
    await act(async () => {
      release();
      await first;
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });

  it('starts a new intent when the server says the key was used for another request', async () => {
    const { result } = renderHook(() => useIdempotentSubmit());
    const seen: string[] = [];
    await act(async () => {
      await expect(
        result.current.submit({}, async (key) => {
          seen.push(key);
          throw new ApiError('business', 'reused', { messageKey: 'idempotency_key_reused' });
        }),
      ).rejects.toThrow();
    });
    await act(async () => {
      await result.current.submit({}, async (key) => seen.push(key));
    });
    expect(seen[1]).not.toBe(seen[0]);
  });
});
