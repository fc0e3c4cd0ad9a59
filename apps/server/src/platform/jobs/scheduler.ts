import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { jobLeases } from '../../db/schema/index.ts';

/** Scheduled work a module declares: the scheduler runs `run()` about every `everyMs` on one instance. */
export interface JobSpec {
  /** Unique over the app (`<module>.<job>`); names the lease and the log lines. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Longest a run may hold the job before another instance may take it over (default 10 min). */
  leaseMs?: number;
}

export type JobOutcome = 'ran' | 'failed' | 'busy';

interface JobLog {
  error: (obj: unknown, msg: string) => void;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
const ms = (value: number) => sql`now() + ${value} * interval '1 millisecond'`;

/**
 * Runs every module's jobs safely on several instances: before a run the instance claims the job's
 * lease in one guarded statement (only a free or expired lease is taken), so one instance runs a
 * given job at a time; after the run the lease is kept until the job is next due. In one process a
 * job never overlaps itself; a failing job is logged with its name and the others go on.
 */
export function createScheduler(deps: { db: Db; log: JobLog; holder?: string }) {
  const holder = deps.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Map<string, Promise<JobOutcome>>();
  const timers: NodeJS.Timeout[] = [];

  /** Takes the lease when it is free, expired or already ours; false when another instance holds it. */
  async function claim(job: JobSpec): Promise<boolean> {
    const until = ms(job.leaseMs ?? DEFAULT_LEASE_MS);
    const rows = await deps.db
      .insert(jobLeases)
      .values({ name: job.name, holder, leaseUntil: until })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { holder, leaseUntil: until },
        setWhere: sql`${jobLeases.leaseUntil} < now() or ${jobLeases.holder} = ${holder}`,
      })
      .returning({ holder: jobLeases.holder });
    return rows.length === 1;
  }

  /** Keeps the lease until the job is next due (counted from the run's start), then frees it. */
  async function release(job: JobSpec, startedAt: number): Promise<void> {
    const rest = Math.max(0, startedAt + job.everyMs - Date.now());
    await deps.db
      .update(jobLeases)
      .set({ leaseUntil: ms(rest) })
      .where(and(eq(jobLeases.name, job.name), eq(jobLeases.holder, holder)));
  }

  async function attempt(job: JobSpec): Promise<JobOutcome> {
    const startedAt = Date.now();
    try {
      if (!(await claim(job))) return 'busy';
    } catch (error) {
      deps.log.error({ err: error, job: job.name }, `job ${job.name}: lease claim failed`);
      return 'failed';
    }
    let outcome: JobOutcome = 'ran';
    try {
      await job.run();
    } catch (error) {
      outcome = 'failed';
      deps.log.error({ err: error, job: job.name }, `job ${job.name} failed`);
    }
    await release(job, startedAt).catch((error: unknown) =>
      deps.log.error({ err: error, job: job.name }, `job ${job.name}: lease release failed`),
    );
    return outcome;
  }

  /** Runs one job now, unless this process is running it already (a job never overlaps itself). */
  function runOnce(job: JobSpec): Promise<JobOutcome> {
    if (running.has(job.name)) return Promise.resolve('busy');
    const run = attempt(job).finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  return {
    holder,
    runOnce,
    /** Starts one unref'd interval per job (the process may exit while they wait). */
    start(jobs: JobSpec[]): void {
      const names = new Set<string>();
      for (const job of jobs) {
        if (names.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
        names.add(job.name);
        const timer = setInterval(() => void runOnce(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    /** Stops the intervals and waits for the runs in flight (on app close). */
    async stop(): Promise<void> {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
