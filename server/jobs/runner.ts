/**
 * The embedded runner: executes jobs of the `jobs` table with the registered handlers. Each handler is a
 * sequence of named steps; a step's result is saved in `jobs.steps` as soon as it finishes, so a job
 * resumed after a crash or a failed attempt skips the finished steps. Failed attempts are retried with
 * exponential backoff; after `max_attempts` the handler's `onExhausted` runs and the job ends `failed`.
 * The handlers are registered by the composition roots (server/boot.ts, `adlab worker`), never imported here.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { performance } from "node:perf_hooks";
import { clock, clockDate } from "../clock";
import { config } from "../config";
import { db, type Db } from "../db/client";
import { isProcessAlive } from "../process-alive";
import { handlers, NonRetriableError, type Step } from "./registry";
import { pollLoops, startOncePerProcess, type Loops } from "./poll-loops";
import { claimJob, finishJob, heartbeat, onEnqueued, retryJob, saveStep, type JobRow } from "./queue";

class LostLockError extends Error {}

const backoffMs = (attempt: number) => {
  const base = config.jobs.backoffMs;
  return Math.min(base * 2 ** (attempt - 1), 60_000);
};

export async function executeJob(prisma: Db, job: JobRow, workerId: string): Promise<"completed" | "retry" | "failed" | "lost"> {
  const handler = handlers.get(job.name);
  if (!handler) {
    await finishJob(prisma, job.id, workerId, "failed", `no handler for job "${job.name}"`);
    return "failed";
  }
  if (job.attempts > job.maxAttempts) {
    // The last attempt's worker died mid-job: give up now, as a failed last attempt would have.
    const message = job.lastError ?? "the worker stopped during the last attempt";
    await handler.onExhausted?.(job.payload, { message, permanent: false, attempts: job.maxAttempts });
    await finishJob(prisma, job.id, workerId, "failed", message);
    return "failed";
  }
  const beat = setInterval(() => void heartbeat(prisma, job.id, workerId).catch(() => {}), 10_000);
  beat.unref?.();
  const steps: Record<string, unknown> = { ...job.steps };
  const step: Step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    if (name in steps) return steps[name] as T;
    const started = performance.now();
    const value = await fn();
    if (config.jobs.debugSteps) console.log(`[adlab] job ${job.id} step ${name}: ${(performance.now() - started).toFixed(0)} ms`);
    steps[name] = value ?? null;
    if (!(await saveStep(prisma, job.id, workerId, name, value ?? null))) throw new LostLockError();
    return value;
  };
  try {
    await handler.run(job.payload, { jobId: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts, step });
    await finishJob(prisma, job.id, workerId, "completed");
    return "completed";
  } catch (error) {
    if (error instanceof LostLockError) return "lost";
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof NonRetriableError;
    if (permanent || job.attempts >= job.maxAttempts) {
      if (!permanent) console.warn(`[adlab] job ${job.id} (${job.name}) gave up: ${message}`);
      await handler.onExhausted?.(job.payload, { message, permanent, attempts: job.attempts });
      await finishJob(prisma, job.id, workerId, "failed", message);
      return "failed";
    }
    await retryJob(prisma, job.id, workerId, new Date(clock().now() + backoffMs(job.attempts)), message);
    return "retry";
  } finally {
    clearInterval(beat);
  }
}

/** Worker ids name the host and process, so a restarted server can tell which locks died with their process. */
export const workerIdFor = (label: string) => `${hostname()}:${process.pid}:${label}-${randomUUID().slice(0, 8)}`;

/**
 * At start: jobs still locked by a process of this host that no longer exists (the server was killed in
 * mid-generation) are made claimable at once, instead of after the stale timeout. Locks held by live
 * processes, or by other hosts, are left to the timeout.
 */
export async function releaseDeadLocks(prisma: Db): Promise<number> {
  const prefix = `${hostname()}:`;
  const running = await prisma.job.findMany({ where: { status: "running", lockedBy: { startsWith: prefix } }, select: { id: true, lockedBy: true } });
  const dead = running.filter((job) => {
    const pid = Number(job.lockedBy!.slice(prefix.length).split(":")[0]);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isProcessAlive(pid);
  });
  if (dead.length) {
    await prisma.job.updateMany({ where: { id: { in: dead.map((j) => j.id) }, status: "running" }, data: { lockedAt: new Date(0) } });
  }
  return dead.length;
}

/**
 * Makes the jobs this process holds claimable at once by any worker, on any host (a process that must
 * stop now, mid-job). The steps are idempotent: a step cut short runs again without harm.
 */
export async function releaseOwnLocks(prisma: Db): Promise<number> {
  const { count } = await prisma.job.updateMany({
    where: { status: "running", lockedBy: { startsWith: `${hostname()}:${process.pid}:` } },
    data: { lockedAt: new Date(0) },
  });
  return count;
}

/** Claims and runs one due job; false when none is due. */
export async function runOneJob(workerId = workerIdFor("worker"), onlyAdIds?: string[]): Promise<boolean> {
  const prisma = await db();
  const job = await claimJob(prisma, workerId, clockDate(), onlyAdIds);
  if (!job) return false;
  await executeJob(prisma, job, workerId);
  return true;
}

/**
 * Runs due jobs until none is left (tests, benchmarks, CLI); with `adIds`, only those ads' jobs. Jobs
 * waiting for a backoff are left.
 */
export async function drainJobs(options: { adIds?: string[]; maxJobs?: number } = {}): Promise<number> {
  let count = 0;
  const workerId = workerIdFor("drain");
  while (count < (options.maxJobs ?? 1000) && (await runOneJob(workerId, options.adIds))) count++;
  return count;
}

/**
 * Runs jobs in this process (on PGlite, and in each child of the render pool, server/jobs/pool.ts).
 * `ADLAB_RENDER_CONCURRENCY` loops (default: the number of cores) poll every `ADLAB_JOB_POLL_MS`
 * (default 1000) and wake at once when this process enqueues a job.
 */
export function startJobRunner(options: { concurrency?: number; pollMs?: number } = {}): Loops {
  return startOncePerProcess("__adlabRunner", () => {
    const concurrency = options.concurrency ?? config.renderConcurrency;
    const workerIds = Array.from({ length: concurrency }, (_, index) => workerIdFor(`worker${index}`));
    return pollLoops({
      count: concurrency,
      pollMs: options.pollMs ?? config.jobs.pollMs,
      label: "job runner",
      start: async (index) => {
        if (index > 0) return;
        await db()
          .then(releaseDeadLocks)
          .then((n) => n && console.log(`[adlab] resuming ${n} job(s) interrupted by a previous stop`))
          .catch((error) => console.error("[adlab] could not check interrupted jobs", error));
      },
      once: (index) => runOneJob(workerIds[index]),
      wakeOn: onEnqueued,
    });
  });
}
