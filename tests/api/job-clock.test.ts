import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clockDate } from "@/server/clock";
import { db } from "@/server/db/client";
import { claimJob, enqueueJob, staleAfterSeconds } from "@/server/jobs/queue";
import { registerJobHandler } from "@/server/jobs/registry";
import { runOneJob, workerIdFor } from "@/server/jobs/runner";
import { useManualClock } from "../helpers/clock";

// The job queue's rules in time, on a clock the test moves instead of waiting: a failed attempt runs
// again after its backoff, and a job whose worker went quiet is claimable again once its lock is stale.

const BACKOFF_MS = 1000;
process.env.ADLAB_JOB_BACKOFF_MS = String(BACKOFF_MS);

const attemptsRun: number[] = [];
registerJobHandler("test.fails-once", {
  async run(_payload, { attempt }) {
    attemptsRun.push(attempt);
    if (attempt === 1) throw new Error("transient");
  },
});

/** Queues a job; its payload's adId (no ad has it) scopes the claims to this job. */
async function queueJob(name: string) {
  const scope = randomUUID();
  await (await db()).$transaction((tx) => enqueueJob(tx, name, { adId: scope }));
  return scope;
}

const jobOf = async (scope: string) =>
  (await (await db()).$queryRaw<{ status: string; attempts: number }[]>`SELECT "status", "attempts" FROM "jobs" WHERE "payload"->>'adId' = ${scope}`)[0];

describe("job queue on the clock", () => {
  it("runs a failed attempt again once its backoff has passed, not before", async () => {
    const clock = useManualClock();
    const scope = await queueJob("test.fails-once");
    const worker = workerIdFor("backoff");
    expect(await runOneJob(worker, [scope])).toBe(true);
    expect(await jobOf(scope)).toMatchObject({ status: "queued", attempts: 1 });
    clock.advance(BACKOFF_MS - 1);
    expect(await runOneJob(worker, [scope])).toBe(false);
    clock.advance(1);
    expect(await runOneJob(worker, [scope])).toBe(true);
    expect(attemptsRun).toEqual([1, 2]);
    expect(await jobOf(scope)).toMatchObject({ status: "completed", attempts: 2 });
  });

  it("hands a running job whose worker went quiet to another worker once its lock is stale", async () => {
    const clock = useManualClock();
    const scope = await queueJob("test.fails-once");
    const prisma = await db();
    expect(await claimJob(prisma, workerIdFor("quiet"), clockDate(), [scope])).toMatchObject({ attempts: 1 });
    clock.advance(staleAfterSeconds() * 1000);
    expect(await claimJob(prisma, workerIdFor("other"), clockDate(), [scope])).toBeNull();
    clock.advance(1);
    expect(await claimJob(prisma, workerIdFor("other"), clockDate(), [scope])).toMatchObject({ status: "running", attempts: 2 });
  });
});
