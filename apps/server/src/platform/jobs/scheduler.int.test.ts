import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { createScheduler, type JobSpec } from './scheduler.ts';

useTestApp({ demo: false });

const silent = { error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that counts its runs and takes a little time, so concurrent claims really race. */
function countingJob(name: string, options: Partial<JobSpec> = {}) {
  const job = {
    name,
    everyMs: 60_000,
    runs: 0,
    run: async () => {
      job.runs += 1;
      await sleep(20);
    },
    ...options,
  };
  return job;
}

describe('job scheduler with leases', () => {
  it('lets only one of two instances on one database run a job within its lease', async () => {
    const a = createScheduler({ db: t.db, log: silent, holder: 'instance-a' });
    const b = createScheduler({ db: t.db, log: silent, holder: 'instance-b' });
    const job = countingJob('test.one-at-a-time');
    const outcomes = await Promise.all([a.runOnce(job), b.runOnce(job)]);
    expect(outcomes.sort()).toEqual(['busy', 'ran']);
    expect(job.runs).toBe(1);
    // The lease is kept until the job is next due: neither instance runs it again before then.
    expect(await b.runOnce(job)).toBe('busy');
    expect(job.runs).toBe(1);
  });

  it('never overlaps a job with itself in one process', async () => {
    const a = createScheduler({ db: t.db, log: silent, holder: 'instance-solo' });
    const job = countingJob('test.no-overlap', { everyMs: 0 });
    const outcomes = await Promise.all([a.runOnce(job), a.runOnce(job)]);
    expect(outcomes).toEqual(['ran', 'busy']);
    expect(job.runs).toBe(1);
  });

  it('logs a failing job with its name and goes on running the others', async () => {
    const logged: { job: unknown; msg: string }[] = [];
    const log = {
      error: (obj: unknown, msg: string) =>
        logged.push({ job: (obj as { job: unknown }).job, msg }),
    };
    const scheduler = createScheduler({ db: t.db, log, holder: 'instance-failing' });
    const failing = countingJob('test.failing', {
      run: async () => {
        throw new Error('boom');
      },
    });
    const healthy = countingJob('test.healthy');
    expect(await scheduler.runOnce(failing)).toBe('failed');
    expect(await scheduler.runOnce(healthy)).toBe('ran');
    expect(healthy.runs).toBe(1);
    expect(logged).toEqual([{ job: 'test.failing', msg: 'job test.failing failed' }]);
  });

  it('lets another instance take a job over once the lease of a stopped holder expired', async () => {
    const a = createScheduler({ db: t.db, log: silent, holder: 'instance-crashed' });
    const b = createScheduler({ db: t.db, log: silent, holder: 'instance-next' });
    // A dies mid-run: its run never ends, so it never releases the lease.
    const stuck = countingJob('test.takeover', { leaseMs: 300, run: () => new Promise(() => {}) });
    void a.runOnce(stuck);
    await sleep(50);
    const job = countingJob('test.takeover', { leaseMs: 300 });
    expect(await b.runOnce(job)).toBe('busy');
    await sleep(400);
    expect(await b.runOnce(job)).toBe('ran');
    expect(job.runs).toBe(1);
  });

  it('runs the started jobs on their interval and stops them on close', async () => {
    const scheduler = createScheduler({ db: t.db, log: silent, holder: 'instance-timer' });
    const job = countingJob('test.interval', { everyMs: 30 });
    scheduler.start([job]);
    await sleep(250);
    await scheduler.stop();
    const runs = job.runs;
    expect(runs).toBeGreaterThan(1);
    await sleep(100);
    expect(job.runs).toBe(runs);
  });
});
