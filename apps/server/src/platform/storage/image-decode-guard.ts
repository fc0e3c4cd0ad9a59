import type { Metadata } from 'sharp';
import { AppError } from '../http/app-error.ts';

/**
 * Largest image the server will decode, in bytes once decoded (width × height × channels × bytes per
 * sample). 96 MiB takes a 24-megapixel photo with alpha or a 32-megapixel RGB photo; a small file that
 * unpacks to hundreds of megabytes (a 6300×6300 16-bit RGBA PNG is 317 MB) is refused from its header.
 */
export const MAX_DECODED_BYTES = 96 * 1024 * 1024;
/** Images decoded at once on this instance (two CPU-bound libvips jobs) and per member. */
export const DECODE_SLOTS = { global: 2, perMember: 1 } as const;
/** A decode running longer than this is stopped: the image is refused as too large. */
export const DECODE_TIMEOUT_SECONDS = 10;
/** How long a decode may wait for a free slot before the upload is refused as busy. */
export const DECODE_QUEUE_WAIT_MS = 15_000;

const BYTES_PER_SAMPLE: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** Decoded size of the first frame from the header alone (sharp's metadata does not decode pixels). */
export function decodedBytes(
  meta: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth'>,
): number {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const channels = meta.channels ?? 4;
  const sample = BYTES_PER_SAMPLE[meta.depth ?? ''] ?? 4;
  return width * height * channels * sample;
}

/** Refuses, before decoding, an image whose pixels would take more than MAX_DECODED_BYTES. */
export function assertDecodable(
  meta: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth'>,
): void {
  const bytes = decodedBytes(meta);
  if (bytes <= 0 || bytes > MAX_DECODED_BYTES) throw new AppError('image_too_large');
}

/**
 * A counting semaphore for image decodes: at most `global` at once on the instance, at most
 * `perMember` in flight (running or waiting) for one member. A member over their share is refused at
 * once; a decode that cannot get a global slot within `maxWaitMs` is refused as busy.
 */
export class DecodeGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perMember = new Map<number, number>();
  /** Highest number of decodes seen running at once (for tests and metrics). */
  peak = 0;

  constructor(
    private readonly limits: { global: number; perMember: number; maxWaitMs: number } = {
      ...DECODE_SLOTS,
      maxWaitMs: DECODE_QUEUE_WAIT_MS,
    },
  ) {}

  /** Runs `work` inside a slot of this member's share and of the instance's. */
  async run<T>(memberId: number, work: () => Promise<T>): Promise<T> {
    const mine = this.perMember.get(memberId) ?? 0;
    if (mine >= this.limits.perMember) throw new AppError('upload_busy', 429);
    this.perMember.set(memberId, mine + 1);
    try {
      await this.acquire();
      try {
        return await work();
      } finally {
        this.release();
      }
    } finally {
      const left = (this.perMember.get(memberId) ?? 1) - 1;
      if (left > 0) this.perMember.set(memberId, left);
      else this.perMember.delete(memberId);
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.limits.global) {
      this.take();
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const grant = (): void => {
        clearTimeout(timer);
        this.take();
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new AppError('upload_busy', 429));
      }, this.limits.maxWaitMs);
      this.waiting.push(grant);
    });
  }

  private take(): void {
    this.running += 1;
    this.peak = Math.max(this.peak, this.running);
  }

  private release(): void {
    this.running -= 1;
    this.waiting.shift()?.();
  }
}
