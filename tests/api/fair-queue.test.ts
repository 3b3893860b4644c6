import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { generationHooks } from "@/server/generation/renderer";
import { claimJob } from "@/server/jobs/queue";
import { runOneJob, workerIdFor } from "@/server/jobs/runner";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";

afterEach(() => {
  generationHooks.renderer = undefined;
  generationHooks.beforeRender = undefined;
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

/**
 * Holds each ad's renders at their start until the test releases the ad, so the test decides when a
 * worker is busy and when it frees, instead of renders taking a real time.
 */
function holdRenders() {
  const held = new Map<string, () => void>();
  const released = new Set<string>();
  let onHeld = () => {};
  generationHooks.beforeRender = ({ adId }) => {
    if (released.has(adId)) return;
    return new Promise<void>((resolve) => {
      held.set(adId, resolve);
      onHeld();
    });
  };
  return {
    /** The ads being rendered, once `count` are; fails if a worker ends first (its job failed before rendering). */
    rendering(count: number, workers: Promise<unknown>[]): Promise<string[]> {
      return new Promise((resolve, reject) => {
        onHeld = () => held.size >= count && resolve([...held.keys()]);
        onHeld();
        for (const worker of workers) worker.then(() => reject(new Error("a worker finished without rendering")), reject);
      });
    },
    release(adId: string) {
      released.add(adId);
      held.get(adId)?.();
      held.delete(adId);
    },
  };
}

describe("fair queues on the embedded runner", () => {
  it("account B's still goes ahead of account A's 50 queued videos, and A never runs more than its cap of 2", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } }).png().toBuffer();
    generationHooks.renderer = {
      renderStill: async () => png,
      renderVideo: async () => Buffer.from("fake mp4"),
      renderHtml: () => "<!doctype html><title>ad</title>",
      missingGlyphs: async () => [],
    };
    const renders = holdRenders();
    const a = await queueAds(100_000, 50, { output: "video", placements: ["square"] });
    const b = await queueAds(1000, 1, { output: "image", placements: ["square"] });
    // Scoped to this test's ads (the database may be shared).
    const mine = [...a, ...b];
    const worker = (label: string) => runOneJob(workerIdFor(label), mine);

    // The first worker takes the oldest job: A's first video.
    const first = worker("fair1");
    expect(await renders.rendering(1, [first])).toEqual([a[0]]);
    // A has a job running and B none: the second worker takes B's still before A's 49 older videos.
    const second = worker("fair2");
    expect(await renders.rendering(2, [first, second])).toEqual([a[0], b[0]]);
    renders.release(b[0]);
    expect(await second).toBe(true);
    expect(await statuses(b)).toEqual(["ready"]);
    expect((await statuses(a)).filter((s) => s === "ready")).toEqual([]);

    // With B done, A runs a second video beside its first, but not a third: it is at its cap.
    const third = worker("fair3");
    expect(await renders.rendering(2, [first, third])).toEqual([a[0], a[1]]);
    expect(await claimJob(await db(), workerIdFor("fair4"), new Date(), mine)).toBeNull();
    renders.release(a[0]);
    renders.release(a[1]);
    expect(await Promise.all([first, third])).toEqual([true, true]);
    expect((await statuses(a)).filter((s) => s === "ready")).toHaveLength(2);
  }, 180_000);

  it("an account at its cap waits while another account's job runs", async () => {
    process.env.ADLAB_ACCOUNT_CONCURRENCY = "1";
    generationHooks.renderer = { renderStill: async () => Buffer.alloc(0), renderHtml: () => "", missingGlyphs: async () => [] };
    const a = await queueAds(1000, 2, { output: "image", placements: ["square"] });
    const b = await queueAds(1000, 1, { output: "image", placements: ["square"] });
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
