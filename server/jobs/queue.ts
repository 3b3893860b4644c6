import { randomUUID } from "node:crypto";
import { clockDate } from "../clock";
import { config } from "../config";
import type { Db, Tx } from "../db/client";
import { Prisma } from "../db/generated/client";
import { wakeListeners } from "./wake-listeners";

/**
 * The embedded durable job queue: rows of the `jobs` table. A job is claimed atomically
 * (`FOR UPDATE SKIP LOCKED`, so two workers or two processes never run one job twice), its step results
 * are memoized in `jobs.steps`, and a job whose worker died (locked_at older than the stale timeout)
 * becomes claimable again. Works the same on PGlite and PostgreSQL.
 */

export type JobRow = {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  maxAttempts: number;
  steps: Record<string, unknown>;
  lastError: string | null;
};

/** Prisma stores DateTime in `timestamp(3)` columns as UTC wall time; compare in the same terms. */
export const sqlTime = (date: Date) => date.toISOString().replace("Z", "");

export async function enqueueJob(
  tx: Tx,
  name: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number; runAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  await tx.job.create({
    data: {
      id,
      name,
      payload: payload as Prisma.InputJsonValue,
      maxAttempts: options.maxAttempts ?? defaultMaxAttempts(),
      runAt: options.runAt ?? clockDate(),
    },
  });
  // Callers call notifyEnqueued() after their transaction commits, so a worker wakes to a visible row.
  return id;
}

export const defaultMaxAttempts = () => config.jobs.maxAttempts;
export const staleAfterSeconds = () => config.jobs.staleAfterSeconds;

/**
 * Claims the next due job: a queued job whose run_at has come, or a running job whose lock is stale
 * (its worker crashed). Increments attempts; returns null when nothing is due.
 *
 * Fair across accounts, and work-conserving: the account of a job is the organization of its ad. Among due
 * jobs, the one whose account has the fewest jobs running now goes first (then the oldest). So another
 * account's single still takes the next free worker ahead of one account's backlog of 50 videos, while
 * that backlog alone takes every free worker: no worker idles while any job is due. (A cap per account
 * would never change this choice when another account waits, only idle workers when none does.) The
 * running jobs are counted without a lock: two workers claiming at the same instant may both pick the
 * same account, briefly.
 */
export async function claimJob(prisma: Db, workerId: string, now = clockDate(), onlyAdIds?: string[]): Promise<JobRow | null> {
  const stale = new Date(now.getTime() - staleAfterSeconds() * 1000);
  // Tests and benchmarks that share a database with others run only the jobs of their own ads.
  const scope = onlyAdIds ? Prisma.sql`AND ("jobs"."payload"->>'adId') = ANY(${onlyAdIds}::text[])` : Prisma.empty;
  const rows = await prisma.$queryRaw<Record<string, unknown>[]>`
    WITH "busy" AS (
      SELECT "ads"."organization_id" AS "org", count(*) AS "running"
      FROM "jobs" JOIN "ads" ON "ads"."id"::text = ("jobs"."payload"->>'adId')
      WHERE "jobs"."status" = 'running' AND "jobs"."locked_at" >= ${sqlTime(stale)}::timestamp
      GROUP BY 1
    )
    UPDATE "jobs" SET "status" = 'running', "locked_at" = ${sqlTime(now)}::timestamp, "locked_by" = ${workerId},
      "attempts" = "attempts" + 1, "updated_at" = ${sqlTime(now)}::timestamp
    WHERE "id" = (
      SELECT "jobs"."id" FROM "jobs"
      LEFT JOIN "ads" ON "ads"."id"::text = ("jobs"."payload"->>'adId')
      LEFT JOIN "busy" ON "busy"."org" = "ads"."organization_id"
      WHERE (("jobs"."status" = 'queued' AND "jobs"."run_at" <= ${sqlTime(now)}::timestamp)
         OR ("jobs"."status" = 'running' AND "jobs"."locked_at" < ${sqlTime(stale)}::timestamp)) ${scope}
      ORDER BY coalesce("busy"."running", 0), "jobs"."run_at", "jobs"."created_at"
      LIMIT 1
      FOR UPDATE OF "jobs" SKIP LOCKED
    )
    RETURNING "id", "name", "payload", "status", "attempts", "max_attempts", "steps", "last_error"`;
  const row = rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    name: String(row.name),
    payload: parseJson(row.payload),
    status: String(row.status),
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    steps: parseJson(row.steps),
    lastError: row.last_error == null ? null : String(row.last_error),
  };
}

function parseJson(value: unknown): Record<string, unknown> {
  if (typeof value === "string") return JSON.parse(value) as Record<string, unknown>;
  return (value ?? {}) as Record<string, unknown>;
}

/** Records one finished step, only while this worker still holds the job. */
export async function saveStep(prisma: Db, jobId: string, workerId: string, name: string, value: unknown): Promise<boolean> {
  const now = sqlTime(clockDate());
  const patch = JSON.stringify({ [name]: value === undefined ? null : value });
  const count = await prisma.$executeRaw`
    UPDATE "jobs" SET "steps" = "steps" || ${patch}::jsonb, "locked_at" = ${now}::timestamp, "updated_at" = ${now}::timestamp
    WHERE "id" = ${jobId}::uuid AND "locked_by" = ${workerId} AND "status" = 'running'`;
  return count > 0;
}

/** Keeps the lock fresh during a long step (a video render), so the job is not taken as abandoned. */
export async function heartbeat(prisma: Db, jobId: string, workerId: string): Promise<void> {
  const now = sqlTime(clockDate());
  await prisma.$executeRaw`
    UPDATE "jobs" SET "locked_at" = ${now}::timestamp WHERE "id" = ${jobId}::uuid AND "locked_by" = ${workerId} AND "status" = 'running'`;
}

export async function finishJob(prisma: Db, jobId: string, workerId: string, status: "completed" | "failed", error?: string) {
  await prisma.job.updateMany({
    where: { id: jobId, lockedBy: workerId },
    data: { status, lockedAt: null, lockedBy: null, lastError: error ?? null },
  });
}

/** Puts the job back in the queue after a failed attempt; it runs again at `runAt`. */
export async function retryJob(prisma: Db, jobId: string, workerId: string, runAt: Date, error: string) {
  await prisma.job.updateMany({
    where: { id: jobId, lockedBy: workerId },
    data: { status: "queued", lockedAt: null, lockedBy: null, lastError: error, runAt },
  });
}

// In-process wake-up, so a worker polling every few seconds starts a new job at once. On globalThis:
// Next.js loads this module once per bundle (route handlers enqueue, instrumentation runs the workers).
const enqueued = wakeListeners(
  ((globalThis as unknown as { __adlabJobListeners?: Set<() => void> }).__adlabJobListeners ??= new Set()),
  queueMicrotask,
);
export const onEnqueued = enqueued.on;
export const notifyEnqueued = enqueued.notify;
