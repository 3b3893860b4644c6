import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { InngestTestEngine } from "@inngest/test";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { db } from "@/server/db/client";
import { drainJobs, releaseDeadLocks } from "@/server/jobs/runner";
import { hostname } from "node:os";
import { claimJob, saveStep } from "@/server/jobs/queue";
import { generationHooks } from "@/server/generation/renderer";
import { chooseStyleStep } from "@/server/generation/pipeline";
import { generateAdFunction } from "@/inngest/functions";

process.env.ADLAB_JOB_BACKOFF_MS = "0";

const adsOf = (projectId: string) => `/api/v1/projects/${projectId}/ads`;
const balanceOf = async (token: string) => (await api.get("/api/v1/account", { token })).body.account.token_balance as number;
const getAd = async (token: string, projectId: string, id: string) => (await api.get(`${adsOf(projectId)}/${id}`, { token })).body.ad;

async function newAd(tokens: number, ad: Record<string, unknown>) {
  const { token } = await createAccount(tokens);
  const project = await createProject(token);
  const res = await api.post(adsOf(project.id), { ad }, { token });
  expect(res.status).toBe(202);
  return { token, project, ad: res.body.ad as { id: string; [k: string]: any } };
}

const jobsOf = async (adId: string) => {
  const prisma = await db();
  const rows = await prisma.$queryRawUnsafe<{ id: string }[]>(`SELECT "id" FROM "jobs" WHERE ("payload"->>'adId') = $1`, adId);
  return prisma.job.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
};

afterEach(() => {
  generationHooks.beforeRender = undefined;
  delete process.env.ADLAB_LLM_BASE_URL;
  delete process.env.ADLAB_LLM_API_KEY;
  delete process.env.ADLAB_LLM_MODEL;
});

describe("generation pipeline on the embedded runner", () => {
  it("a render that keeps failing ends failed with a reason, and the tokens are refunded", async () => {
    const { token, project, ad } = await newAd(100, { output: "image", placements: ["square"] });
    expect(await balanceOf(token)).toBe(75);
    generationHooks.beforeRender = ({ adId }) => {
      if (adId === ad.id) throw new Error("renderer exploded");
    };
    await drainJobs({ adIds: [ad.id] });
    const failed = await getAd(token, project.id, ad.id);
    // The customer sees what happened, not the internal error (which stays in the job's last_error).
    expect(failed).toMatchObject({ status: "failed", failed: true, ready: false, generating: false, failure_reason: "failed after 4 attempts; the tokens were refunded" });
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

  it("retries a failed attempt, skipping the steps that already finished", async () => {
    const { token, project, ad } = await newAd(100, { output: "image", placements: ["square", "landscape"] });
    const renders: string[] = [];
    generationHooks.beforeRender = ({ adId, placement, format }) => {
      if (adId !== ad.id) return;
      renders.push(`${placement}.${format}`);
      if (placement === "landscape" && renders.filter((r) => r === "landscape.png").length === 1) throw new Error("transient");
    };
    await drainJobs({ adIds: [ad.id] });
    expect((await getAd(token, project.id, ad.id)).status).toBe("ready");
    // square was rendered once: its step result was memoized when the landscape render failed.
    expect(renders).toEqual(["square.png", "square.html", "landscape.png", "landscape.png", "landscape.html"]);
    const [job] = await jobsOf(ad.id);
    expect(job).toMatchObject({ status: "completed", attempts: 2 });
    expect(Object.keys(job.steps as object).sort()).toEqual(["copy", "finish", "render:landscape", "render:square", "style"]);
  });

  it("resumes after a crash in mid-generation (stale lock) and keeps the finished steps", async () => {
    const { token, project, ad } = await newAd(100, { output: "image", placements: ["square"], style_scope: "memes" });
    const prisma = await db();
    // A worker claims the job, finishes the style step with a choice of its own, then dies.
    const job = await claimJob(prisma, "crashed-worker", new Date(), [ad.id]);
    expect(job).not.toBeNull();
    const choice = await chooseStyleStep(ad.id);
    const pinned = { ...choice, styleId: "meme:nobody-me", memeBase: "nobody-me" };
    await prisma.ad.update({ where: { id: ad.id }, data: { memeBase: "nobody-me" } });
    await saveStep(prisma, job!.id, "crashed-worker", "style", pinned);
    // Not stale yet: nobody else may take it.
    expect(await drainJobs({ adIds: [ad.id] })).toBe(0);
    await prisma.job.update({ where: { id: job!.id }, data: { lockedAt: new Date(Date.now() - 10 * 60_000) } });
    // "Restart": a new runner finds the abandoned job and finishes the ad.
    expect(await drainJobs({ adIds: [ad.id] })).toBe(1);
    const ready = await getAd(token, project.id, ad.id);
    expect(ready).toMatchObject({ status: "ready", style: { category: "meme", meme_base: "nobody-me" } });
    expect(Object.keys(ready.editable_copy).sort()).toEqual(["me", "nobody"]);
    const [done] = await jobsOf(ad.id);
    expect(done).toMatchObject({ status: "completed", attempts: 2 });
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
    expect(await getAd(token, project.id, ad.id)).toMatchObject({ status: "failed", failure_reason: `failed after ${job.maxAttempts} attempts; the tokens were refunded` });
    expect((await jobsOf(ad.id))[0]).toMatchObject({ status: "failed", lastError: "worker killed" });
    expect(await balanceOf(token)).toBe(100);
  });
});

describe("copy", () => {
  it("copy_mode exact uses the copy as written; the learning brief steers and is recorded", async () => {
    const { token, project, ad } = await newAd(1000, {
      output: "image",
      template_key: "bold-statement",
      placements: ["square"],
      copy: "headline: Cold brew, zero wait, all flavour today\nbody: Twenty hours of steeping, bottled for you.",
      copy_mode: "exact",
      cta: "Grab a bottle",
    });
    const prisma = await db();
    const org = (await prisma.ad.findUniqueOrThrow({ where: { id: ad.id } })).organizationId;
    const good = await prisma.hypothesis.create({ data: { organizationId: org, projectId: project.id, statement: "Speed framing (ready in seconds) wins", author: "test" } });
    await prisma.finding.create({ data: { hypothesisId: good.id, body: "CTR up", signal: "positive", author: "test" } });
    const bad = await prisma.hypothesis.create({ data: { organizationId: org, projectId: project.id, statement: "Discount and price framing", author: "test" } });
    await prisma.finding.create({ data: { hypothesisId: bad.id, body: "CPA worse", signal: "negative", author: "test" } });
    const second = await api.post(adsOf(project.id), { ad: { output: "image", template_key: "bold-statement", placements: ["square"] } }, { token });
    await drainJobs({ adIds: [ad.id, second.body.ad.id] });

    const exact = await getAd(token, project.id, ad.id);
    expect(exact.editable_copy).toEqual({
      headline: "Cold brew, zero wait, all flavour today",
      body: "Twenty hours of steeping, bottled for you.",
      cta: "Grab a bottle",
    });
    const written = await getAd(token, project.id, second.body.ad.id);
    expect(written.informed_by).toEqual([good.id, bad.id]);
    expect(written.editable_copy.headline).toMatch(/seconds/i);
    for (const value of Object.values(written.editable_copy) as string[]) expect(value.length).toBeGreaterThan(0);
  });

  it("an OpenAI-compatible provider (fake server on loopback) writes the copy, fitted to the slots", async () => {
    const requests: any[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        requests.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
        const content = JSON.stringify({
          headline: "Cafe cold brew at home in seconds, every single morning of the week",
          body: "Smooth, low acid, ready when you are.",
          cta: "Try Brewly",
        });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      process.env.ADLAB_LLM_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
      process.env.ADLAB_LLM_API_KEY = "sk-test";
      process.env.ADLAB_LLM_MODEL = "fake-model";
      const { token, project, ad } = await newAd(1000, { output: "image", template_key: "bold-statement", placements: ["square"], prompt: "morning routine" });
      await drainJobs({ adIds: [ad.id] });
      const done = await getAd(token, project.id, ad.id);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ url: "/v1/chat/completions", auth: "Bearer sk-test", body: { model: "fake-model" } });
      expect(requests[0].body.messages[1].content).toContain("morning routine");
      // The model was asked for structured output with each slot's budget, in the project's language.
      const format = requests[0].body.response_format;
      expect(format.type).toBe("json_schema");
      expect(format.json_schema.schema.properties.headline).toMatchObject({ type: "string", maxLength: 40 });
      expect(requests[0].body.messages[1].content).toContain("English (en)");
      // Its headline is over the slot's budget: refused (never cut), and the built-in copywriter writes that slot.
      expect(done.editable_copy).toMatchObject({ body: "Smooth, low acid, ready when you are.", cta: "Try Brewly" });
      expect(done.editable_copy.headline).not.toMatch(/every single morning/);
      expect(done.copy_sources).toEqual({ headline: "builtin", body: "model", cta: "model" });

      // An answer that quotes the prompt or invents a rating is refused slot by slot.
      server.removeAllListeners("request");
      server.on("request", (_req, res) => {
        const content = JSON.stringify({ headline: "Rated 4.9★ by 10,000 fans", body: "For your morning routine on the go", cta: "Try Brewly" });
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      });
      const checked = await api.post(adsOf(project.id), { ad: { output: "image", template_key: "bold-statement", placements: ["square"], prompt: "your morning routine on the go" } }, { token });
      await drainJobs({ adIds: [checked.body.ad.id] });
      const kept = await getAd(token, project.id, checked.body.ad.id);
      expect(kept.copy_sources).toEqual({ headline: "builtin", body: "builtin", cta: "model" });
      expect(Object.values(kept.editable_copy).join(" ")).not.toMatch(/4\.9|★|morning routine/);

      // A provider that fails does not fail the ad: the built-in copywriter writes it.
      server.removeAllListeners("request");
      server.on("request", (_req, res) => {
        res.statusCode = 503;
        res.end("{}");
      });
      const second = await api.post(adsOf(project.id), { ad: { output: "image", template_key: "bold-statement", placements: ["square"] } }, { token });
      await drainJobs({ adIds: [second.body.ad.id] });
      const fallback = await getAd(token, project.id, second.body.ad.id);
      expect(fallback.status).toBe("ready");
      expect(fallback.editable_copy.headline.length).toBeGreaterThan(0);
      expect(fallback.editable_copy.cta).not.toBe("Try Brewly");
    } finally {
      server.close();
    }
  });
});

describe("Inngest function", () => {
  it("runs the same steps through step.run", async () => {
    const { token, project, ad } = await newAd(1000, { output: "image", placements: ["square"] });
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
    expect([...new Set(ids)]).toEqual(["style", "copy", "render:square", "finish"]);
    expect(await getAd(token, project.id, ad.id)).toMatchObject({ status: "ready" });
  });
});

describe("video", () => {
  it("renders an mp4 and a png poster on demand", async () => {
    const { token, project, ad } = await newAd(1000, { output: "video", template_key: "bold-statement", placements: ["instagram_story"], video_style: "moving_elements" });
    expect(ad).toMatchObject({ video_style: "moving_elements", token_cost: 163 });
    await drainJobs({ adIds: [ad.id] });
    const ready = await getAd(token, project.id, ad.id);
    expect(ready.status).toBe("ready");
    expect(ready.video_url).toContain("format=mp4");
    const base = `${adsOf(project.id)}/${ad.id}/file`;
    const mp4 = await api.get(`${base}.mp4`, { token });
    expect(mp4.status).toBe(200);
    expect(mp4.headers.get("content-type")).toBe("video/mp4");
    expect(mp4.bytes.subarray(4, 8).toString()).toBe("ftyp");
    // The soundtrack the pipeline chose: an AAC sample entry in the MP4, and the ad's music object.
    expect(mp4.bytes.includes("mp4a")).toBe(true);
    expect(ready.music).toMatchObject({ provider: "adlab", duration_seconds: 6 });
    const mvhd = mp4.bytes.indexOf("mvhd");
    const seconds = mp4.bytes.readUInt32BE(mvhd + 20) / mp4.bytes.readUInt32BE(mvhd + 16);
    expect(seconds).toBeGreaterThan(5);
    expect(seconds).toBeLessThan(7);
    expect((await api.get(base, { token })).headers.get("content-type")).toBe("video/mp4");
    const poster = await api.get(`${base}.png`, { token });
    expect(poster.status).toBe(202);
    await drainJobs({ adIds: [ad.id] });
    const png = await api.get(`${base}.png`, { token });
    expect(png.status).toBe(200);
    expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([1080, 1920]);
  }, 180_000);
});
