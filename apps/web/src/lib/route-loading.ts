/** Spec §9 page-load constants. */
export const PAGE_LOADING_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's code could not be fetched (missing file after a deploy, network error or timeout). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** The page did not finish loading within the page-load timeout. */
export class PageLoadTimeoutError extends Error {
  override readonly name = 'PageLoadTimeoutError';
}

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Failed to fetch|error loading/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      (error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message)))
  );
}

function rejectAfter(
  ms: number,
  makeError: () => Error,
): { promise: Promise<never>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(makeError()), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * Loads a page module: a failed import becomes a ChunkLoadError (also after the 120 s chunk timeout),
 * and the whole load gives up after the 60 s page-load timeout.
 */
export async function loadPageModule<T>(
  load: () => Promise<T>,
  { pageTimeoutMs = PAGE_LOAD_TIMEOUT_MS, chunkTimeoutMs = CHUNK_LOAD_TIMEOUT_MS } = {},
): Promise<T> {
  const chunkTimeout = rejectAfter(
    chunkTimeoutMs,
    () => new ChunkLoadError('Loading chunk timed out'),
  );
  const pageTimeout = rejectAfter(
    pageTimeoutMs,
    () => new PageLoadTimeoutError('Loading the page timed out'),
  );
  const chunk = load().catch((error: unknown) => {
    throw new ChunkLoadError(error instanceof Error ? error.message : String(error));
  });
  try {
    return await Promise.race([chunk, chunkTimeout.promise, pageTimeout.promise]);
  } finally {
    chunkTimeout.cancel();
    pageTimeout.cancel();
  }
}
