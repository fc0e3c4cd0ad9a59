import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  PageLoadTimeoutError,
  isChunkLoadError,
  loadPageModule,
} from './route-loading';

describe('loadPageModule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves the module when it loads in time', async () => {
    await expect(loadPageModule(async () => ({ default: 'page' }))).resolves.toEqual({
      default: 'page',
    });
  });

  it('treats a failed import as a ChunkLoadError', async () => {
    const failing = loadPageModule(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    );
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('gives up after the 60 s page-load timeout', async () => {
    const never = loadPageModule(() => new Promise(() => undefined));
    const assertion = expect(never).rejects.toBeInstanceOf(PageLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(60_000);
    await assertion;
  });

  it('recognises browser chunk failures by their message', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
