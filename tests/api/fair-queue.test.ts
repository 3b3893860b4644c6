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
  it("account B's still goes ahead of account A's 50 queued videos, then A's batch takes every worker", async () => {
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

    // With B done, nobody else waits: A's batch takes every free worker, four videos side by side.
    const more = ["fair3", "fair4", "fair5"].map(worker);
    expect((await renders.rendering(4, [first, ...more])).sort()).toEqual(a.slice(0, 4).sort());
    for (const id of a.slice(0, 4)) renders.release(id);
    expect(await Promise.all([first, ...more])).toEqual([true, true, true, true]);
    expect((await statuses(a)).filter((s) => s === "ready")).toHaveLength(4);
  }, 180_000);

  it("a freed worker goes to the account running fewer jobs, ahead of an older job of a busier account", async () => {
    generationHooks.renderer = { renderStill: async () => Buffer.alloc(0), renderHtml: () => "", missingGlyphs: async () => [] };
    const a = await queueAds(1000, 3, { output: "image", placements: ["square"] });
    const b = await queueAds(1000, 1, { output: "image", placements: ["square"] });
    const prisma = await db();
    const claim = async () => (await claimJob(prisma, workerIdFor("fewest"), new Date(), [...a, ...b]))?.payload.adId;
    const first = await claim();
    const second = await claim();
    const third = await claim();
    const fourth = await claim();
    // A's first job runs; then B (none running) goes before A's two older jobs; then A's, as nobody else waits.
    expect([first, second, third, fourth]).toEqual([a[0], b[0], a[1], a[2]]);
    expect(await claim()).toBeUndefined();
  });

  it("a catalog batch (issue 31) takes its turn like single ads: another account's later ad goes ahead of the batch's other items", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const items = ["A1", "A2", "A3"].map((item_id) => ({ item_id, title: `Jar ${item_id}` }));
    const catalog = (await api.post(`/api/v1/projects/${project.id}/catalogs`, { catalog: { name: "Jars", items } }, { token })).body.catalog;
    const batch = await api.post(`/api/v1/projects/${project.id}/ad_batches`, { ad_batch: { catalog_id: catalog.id, ad: { output: "image", placements: ["square"] } } }, { token });
    expect(batch.status).toBe(202);
    const a: string[] = batch.body.ad_batch.ads.map((ad: { id: string }) => ad.id);
    const b = await queueAds(1000, 1, { output: "image", placements: ["square"] });
    const prisma = await db();
    const claim = async () => (await claimJob(prisma, workerIdFor("batch"), new Date(), [...a, ...b]))?.payload.adId;
    const claimed = [await claim(), await claim(), await claim(), await claim()];
    // One of the batch's ads runs; B (none running) goes next, ahead of the batch's two older ones.
    expect(a).toContain(claimed[0]);
    expect(claimed[1]).toBe(b[0]);
    expect([claimed[0], ...claimed.slice(2)].sort()).toEqual([...a].sort());
  });
});
