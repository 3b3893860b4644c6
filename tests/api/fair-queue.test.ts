import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { generationHooks } from "@/server/generation/renderer";
import { runOneJob, workerIdFor } from "@/server/jobs/runner";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";

// Renders that take a fixed, real time (a sleep) but no browser: the order of the queue is what is tested.
const VIDEO_MS = 400;
const STILL_MS = 150;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterEach(() => {
  generationHooks.renderer = undefined;
  delete process.env.ADLAB_ACCOUNT_CONCURRENCY;
});

async function queueAds(tokens: number, count: number, ad: Record<string, unknown>) {
  const { token } = await createAccount(tokens);
  const project = await createProject(token);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await api.post(`/api/v1/projects/${project.id}/ads`, { ad }, { token });
    expect(res.status).toBe(202);
    ids.push(res.body.ad.id);
  }
  return ids;
}

const statuses = async (ids: string[]) => (await (await db()).ad.findMany({ where: { id: { in: ids } }, select: { status: true } })).map((a) => a.status);

describe("fair queues on the embedded runner", () => {
  it("account B's still is ready within about two renders while account A has 50 videos queued", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } }).png().toBuffer();
    let maxPerAccountSeen = 0;
    generationHooks.renderer = {
      renderStill: async () => (await sleep(STILL_MS), png),
      renderVideo: async () => (await sleep(VIDEO_MS), Buffer.from("fake mp4")),
      renderHtml: () => "<!doctype html><title>ad</title>",
      missingGlyphs: async () => [],
    };
    const a = await queueAds(100_000, 50, { output: "video", placements: ["square"] });
    const b = await queueAds(1000, 1, { output: "image", placements: ["square"] });
    const mine = [...a, ...b];

    // Two workers, as the runner's default; scoped to this test's ads (the database may be shared).
    let stop = false;
    const loop = async (index: number) => {
      const workerId = workerIdFor(`fair${index}`);
      while (!stop) if (!(await runOneJob(workerId, mine))) await sleep(20);
    };
    const sample = setInterval(async () => {
      const rows = await (await db()).job.findMany({ where: { status: "running", lockedBy: { contains: ":fair" } }, select: { payload: true } });
      const ofA = rows.filter((r) => a.includes((r.payload as { adId: string }).adId)).length;
      maxPerAccountSeen = Math.max(maxPerAccountSeen, ofA);
    }, 50);
    const started = Date.now();
    const loops = [loop(0), loop(1)];
    let bReadyAfter = -1;
    let aReadyWhenBReady = -1;
    while (Date.now() - started < 60_000) {
      if ((await statuses(b))[0] === "ready") {
        bReadyAfter = Date.now() - started;
        aReadyWhenBReady = (await statuses(a)).filter((s) => s === "ready").length;
        break;
      }
      await sleep(25);
    }
    stop = true;
    clearInterval(sample);
    await Promise.all(loops);

    expect(bReadyAfter).toBeGreaterThan(0);
    // Without fairness B would wait for all 50 videos; with it, B goes as soon as one of A's two workers frees
    // (a render time), then renders (a second one), while A's other worker finishes one or two more.
    // Counted in A's renders rather than in milliseconds, which a loaded shared machine stretches.
    expect(aReadyWhenBReady).toBeLessThanOrEqual(4);
    expect(maxPerAccountSeen).toBeLessThanOrEqual(2);
  }, 180_000);

  it("an account at its cap waits while another account's job runs", async () => {
    process.env.ADLAB_ACCOUNT_CONCURRENCY = "1";
    generationHooks.renderer = { renderStill: async () => Buffer.alloc(0), renderHtml: () => "", missingGlyphs: async () => [] };
    const a = await queueAds(1000, 2, { output: "image", placements: ["square"] });
    const b = await queueAds(1000, 1, { output: "image", placements: ["square"] });
    const { claimJob } = await import("@/server/jobs/queue");
    const prisma = await db();
    const first = await claimJob(prisma, workerIdFor("cap"), new Date(), [...a, ...b]);
    const second = await claimJob(prisma, workerIdFor("cap"), new Date(), [...a, ...b]);
    const third = await claimJob(prisma, workerIdFor("cap"), new Date(), [...a, ...b]);
    expect(a).toContain(first!.payload.adId);
    // A holds its one slot: B's job is next, then nothing until A's job finishes.
    expect(b).toContain(second!.payload.adId);
    expect(third).toBeNull();
  });
});
