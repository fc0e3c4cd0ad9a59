import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import {
  assertDecodable,
  DecodeGate,
  decodedBytes,
  MAX_DECODED_BYTES,
} from './image-decode-guard.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('image decode guard', () => {
  it('counts the decoded bytes of an image from its header (width × height × channels × sample size)', () => {
    const hostile = { width: 6300, height: 6300, channels: 4 as const, depth: 'ushort' as const };
    console.log(
      `6300×6300 16-bit RGBA decodes to ${(decodedBytes(hostile) / 1e6).toFixed(1)} MB; the cap is ${(MAX_DECODED_BYTES / 1e6).toFixed(1)} MB`,
    );
    expect(decodedBytes(hostile)).toBe(6300 * 6300 * 4 * 2);
    expect(() => assertDecodable(hostile)).toThrow(AppError);
    expect(() =>
      assertDecodable({ width: 4032, height: 3024, channels: 3, depth: 'uchar' }),
    ).not.toThrow();
  });

  it('runs at most the global number of decodes at once and refuses a member a second concurrent decode', async () => {
    const gate = new DecodeGate({ global: 2, perMember: 1, maxWaitMs: 1_000 });
    const blockers = [deferred(), deferred(), deferred()];
    let running = 0;
    const work = (index: number) => async () => {
      running += 1;
      await blockers[index]!.promise;
      running -= 1;
      return index;
    };
    const first = gate.run(1, work(0));
    const second = gate.run(2, work(1));
    const third = gate.run(3, work(2));
    const sameMember = await gate.run(1, work(0)).catch((error: AppError) => error.key);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const runningWhileFull = running;
    blockers[0]!.resolve();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 10));
    const runningAfterOneEnds = running;
    blockers[1]!.resolve();
    blockers[2]!.resolve();
    expect(await Promise.all([second, third])).toEqual([1, 2]);
    console.log(
      `decode gate: 3 members asked, ${runningWhileFull} ran at once, the 3rd waited then ran (${runningAfterOneEnds} running after one ended); peak ${gate.peak}; the same member's 2nd decode: ${sameMember}`,
    );
    expect({ runningWhileFull, peak: gate.peak, sameMember }).toEqual({
      runningWhileFull: 2,
      peak: 2,
      sameMember: 'upload_busy',
    });
  });

  it('refuses a decode that waited too long for a slot as busy', async () => {
    const gate = new DecodeGate({ global: 1, perMember: 1, maxWaitMs: 30 });
    const blocker = deferred();
    const holder = gate.run(1, () => blocker.promise);
    const started = Date.now();
    const key = await gate.run(2, async () => 'ran').catch((error: AppError) => error.key);
    console.log(
      `a decode waiting behind a full gate was refused after ${Date.now() - started} ms: ${key}`,
    );
    expect(key).toBe('upload_busy');
    blocker.resolve();
    await holder;
    expect(await gate.run(2, async () => 'ran')).toBe('ran');
  });
});
