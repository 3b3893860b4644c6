import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { itOnce } from "../helpers/engines";
import { InngestTestEngine } from "@inngest/test";
import { api } from "../helpers/http";
import { adsOf, getAd, newAd } from "../helpers/ad-pipeline";
import { db } from "@/server/db/client";
import { drainJobs, releaseDeadLocks } from "@/server/jobs/runner";
import { hostname } from "node:os";
import { claimJob, saveStep } from "@/server/jobs/queue";
import { generationHooks } from "@/server/generation/renderer";
import { chooseStyleStep } from "@/server/generation/steps/style";
import { generateAdFunction } from "@/inngest/functions";

// Failed attempts, crashes and restarts of the generation job, on the embedded runner and through Inngest.
process.env.ADLAB_JOB_BACKOFF_MS = "0";

const balanceOf = async (token: string) => (await api.get("/api/v1/account", { token })).body.account.token_balance as number;

const jobsOf = async (adId: string) => {
  const prisma = await db();
  const rows = await prisma.$queryRawUnsafe<{ id: string }[]>(`SELECT "id" FROM "jobs" WHERE ("payload"->>'adId') = $1`, adId);
  return prisma.job.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
};

afterEach(() => {
  generationHooks.beforeRender = undefined;
});

describe("generation pipeline on the embedded runner", () => {
  itOnce("a render that keeps failing ends failed with a reason, and the tokens are refunded", async () => {
    const { token, project, ad } = await newAd(100, { output: "image", placements: ["square"] });
    expect(await balanceOf(token)).toBe(75);
    generationHooks.beforeRender = ({ adId }) => {
      if (adId === ad.id) throw new Error("renderer exploded");
    };
    await drainJobs({ adIds: [ad.id] });
    const failed = await getAd(token, project.id, ad.id);
    // The customer sees what happened, not the internal error (which stays in the job's last_error).
    expect(failed).toMatchObject({ status: "failed", failed: true, ready: false, generating: false, failure_reason: "could not be made after 4 attempts: something went wrong on adlab's side, not in the request; the tokens were refunded" });
    expect(await balanceOf(token)).toBe(100);
    const [job] = await jobsOf(ad.id);
    expect(job).toMatchObject({ status: "failed", attempts: 4, lastError: "renderer exploded" });
    const prisma = await db();
    const ledger = await prisma.tokenLedgerEntry.findMany({ where: { adId: ad.id }, orderBy: { createdAt: "asc" } });
    expect(ledger.map((e) => [e.reason, e.delta])).toEqual([["charge", -25], ["refund", 25]]);
    // Files of a failed ad: 409.
    expect((await api.get(`${adsOf(project.id)}/${ad.id}/file`, { token })).status).toBe(409);
    // Running the exhaustion again (a crash during it) refunds nothing more.
    await drainJobs({ adIds: [ad.id] });
    expect(await balanceOf(token)).toBe(100);
  });

  itOnce("retries a failed attempt, skipping the steps that already finished", async () => {
    const { token, project, ad } = await newAd(100, { output: "image", placements: ["square", "landscape"] });
    const renders: string[] = [];
    generationHooks.beforeRender = ({ adId, placement, format }) => {
      if (adId !== ad.id) return;
      renders.push(`${placement}.${format}`);
      if (placement === "landscape" && renders.filter((r) => r === "landscape.png").length === 1) throw new Error("transient");
    };
    await drainJobs({ adIds: [ad.id] });
    expect((await getAd(token, project.id, ad.id)).status).toBe("ready");
    // The placements render side by side; square was rendered once: its step finished and was memoized
    // before the attempt whose landscape render failed ended.
    expect(renders.sort()).toEqual(["landscape.html", "landscape.png", "landscape.png", "square.html", "square.png"]);
    const [job] = await jobsOf(ad.id);
    expect(job).toMatchObject({ status: "completed", attempts: 2 });
    expect(Object.keys(job.steps as object).sort()).toEqual(["copy", "finish", "render:landscape", "render:square", "style"]);
  });

  it("resumes after a crash in mid-generation (stale lock) and keeps the finished steps", async () => {
    const { token, project, ad } = await newAd(100, { output: "image", placements: ["square"], style_scope: "memes" });
    const prisma = await db();
    // A worker claims the job, finishes the style step, then dies. Its saved result is marked, so a style
    // step run again (it would answer the plan's choice, unmarked) would show.
    const job = await claimJob(prisma, "crashed-worker", new Date(), [ad.id]);
    expect(job).not.toBeNull();
    const choice = await chooseStyleStep(ad.id);
    const saved = { ...choice, by: "crashed-worker" };
    await saveStep(prisma, job!.id, "crashed-worker", "style", saved);
    // Not stale yet: nobody else may take it.
    expect(await drainJobs({ adIds: [ad.id] })).toBe(0);
    await prisma.job.update({ where: { id: job!.id }, data: { lockedAt: new Date(Date.now() - 10 * 60_000) } });
    // "Restart": a new runner finds the abandoned job and finishes the ad.
    expect(await drainJobs({ adIds: [ad.id] })).toBe(1);
    const ready = await getAd(token, project.id, ad.id);
    expect(ready).toMatchObject({ status: "ready", style: { category: "meme", meme_base: choice.memeBase } });
    const [done] = await jobsOf(ad.id);
    expect(done).toMatchObject({ status: "completed", attempts: 2 });
    expect((done.steps as Record<string, unknown>).style).toEqual(saved);
    expect(await balanceOf(token)).toBe(75);
  });

  it("on restart, jobs locked by a process that died are resumed at once (no stale timeout)", async () => {
    const { token, project, ad } = await newAd(100, { output: "image", placements: ["square"] });
    const prisma = await db();
    const [job] = await jobsOf(ad.id);
    // A fresh lock of a process of this host that no longer exists (pid far above pid_max).
    await prisma.job.update({ where: { id: job.id }, data: { status: "running", attempts: 1, lockedBy: `${hostname()}:99999999:worker0-dead`, lockedAt: new Date() } });
    expect(await drainJobs({ adIds: [ad.id] })).toBe(0);
    expect(await releaseDeadLocks(prisma)).toBeGreaterThanOrEqual(1);
    expect(await drainJobs({ adIds: [ad.id] })).toBe(1);
    expect((await getAd(token, project.id, ad.id)).status).toBe("ready");
  });

  // A real process kill needs a database two processes can open: PostgreSQL only.
  it.runIf(process.env.ADLAB_TEST_DB === "postgres")("kill -9 of the worker process in mid-generation: the next start finishes the ad", async () => {
    const { token, project, ad } = await newAd(100, { output: "image", placements: ["square"] });
    const root = path.resolve(import.meta.dirname, "../..");
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "tests/helpers/crashing-worker.ts")], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: inject("postgresUrl"), AD_ID: ad.id },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk) => String(chunk).includes("rendering") && resolve());
      child.on("exit", (code) => reject(new Error(`worker exited early (${code})`)));
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    const prisma = await db();
    const [job] = await jobsOf(ad.id);
    expect(job).toMatchObject({ status: "running", attempts: 1 });
    expect(job.lockedBy).toContain(`:${child.pid}:`);
    expect(Object.keys(job.steps as object).sort()).toEqual(["copy", "style"]);
    // The "restarted server": releases the dead process's lock and finishes from the render step.
    expect(await releaseDeadLocks(prisma)).toBeGreaterThanOrEqual(1);
    expect(await drainJobs({ adIds: [ad.id] })).toBe(1);
    expect((await getAd(token, project.id, ad.id)).status).toBe("ready");
    expect(await balanceOf(token)).toBe(75);
  }, 120_000);

  it("a job whose last attempt crashed is not retried forever: the ad fails and is refunded", async () => {
    const { token, project, ad } = await newAd(100, { output: "image", placements: ["square"] });
    const prisma = await db();
    const [job] = await jobsOf(ad.id);
    await prisma.job.update({
      where: { id: job.id },
      data: { status: "running", attempts: job.maxAttempts, lockedBy: "dead", lockedAt: new Date(Date.now() - 3_600_000), lastError: "worker killed" },
    });
    await drainJobs({ adIds: [ad.id] });
    // The internal error stays on the job; the customer reads the public reason (server/generation/outcome.ts).
    expect(await getAd(token, project.id, ad.id)).toMatchObject({ status: "failed", failure_reason: `could not be made after ${job.maxAttempts} attempts: something went wrong on adlab's side, not in the request; the tokens were refunded` });
    expect((await jobsOf(ad.id))[0]).toMatchObject({ status: "failed", lastError: "worker killed" });
    expect(await balanceOf(token)).toBe(100);
  });
});

describe("Inngest function", () => {
  itOnce("runs the same steps through step.run, the placements of a still as parallel steps", async () => {
    const { token, project, ad } = await newAd(1000, { output: "image", placements: ["square", "landscape"] });
    const prisma = await db();
    for (const job of await jobsOf(ad.id)) await prisma.job.delete({ where: { id: job.id } });
    const ids: string[] = [];
    const engine = new InngestTestEngine({
      function: generateAdFunction,
      events: [{ name: "adlab/ad.generate", data: { adId: ad.id } }],
      transformCtx: (ctx: any) => {
        const run = ctx.step.run;
        return { ...ctx, step: { ...ctx.step, run: (id: string, fn: () => unknown) => (ids.push(id), run(id, fn)) } };
      },
    });
    const { result } = await engine.execute();
    expect(result).toEqual({ adId: ad.id });
    // Inngest replays the handler once per step; finished steps come back memoized, in order.
    expect([...new Set(ids)]).toEqual(["style", "copy", "render:square", "render:landscape", "finish"]);
    expect(await getAd(token, project.id, ad.id)).toMatchObject({ status: "ready" });
  });
});
