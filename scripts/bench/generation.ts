/**
 * `npm run bench:generation`: time from POST .../ads to `ready` through the embedded job runner, for a
 * 1-placement still ad and a 5-placement still ad (median of BENCH_RUNS, default 5, after one warm-up),
 * plus the peak RSS of the process. In-memory PGlite, or PostgreSQL when BENCH_DATABASE_URL is set (a
 * scratch database: rows are added). The clock starts before the create call (validation, charge, job
 * row) and stops when a poll (every 10 ms) sees `ready`, as a client polling the ad would.
 */
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";

/** Runs the benchmark and prints its lines; also called at the end of `npm run bench:render`. */
export async function benchGeneration(options: { runs?: number; log?: (line: string) => void } = {}) {
  const log = options.log ?? console.log;
  process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "adlab-bench-"));
  const RUNS = options.runs ?? Number(process.env.BENCH_RUNS ?? 5);

  const { connectDb, disconnectDb } = await import("../../server/db/client");
  const { createConfirmedAccount } = await import("../../server/accounts/service");
  const { authenticateBearer } = await import("../../server/auth/api-keys");
  const { createProject } = await import("../../server/projects/service");
  const { createAds } = await import("../../server/ads/create");
  const { startJobRunner } = await import("../../server/jobs/runner");
  await import("../../server/generation/jobs"); // registers the jobs, as server/boot.ts does

  const url = process.env.BENCH_DATABASE_URL;
  const { prisma } = await connectDb(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: "memory://" });
  const account = await createConfirmedAccount({ email: `bench-${randomUUID()}@example.com`, tokens: 100_000 });
  const actor = await authenticateBearer(`Bearer ${account.api_key}`);
  const project = await createProject(actor, {
    name: "Brewly Cold Brew",
    tagline: "Cafe cold brew at home",
    description:
      "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week. It is smooth, low in acid and ready in seconds: pour over ice, add milk, and enjoy a cafe drink at home.",
    brand_kit: { colors: ["#0b3d2e", "#f4c430"], font_preferences: { direction: "geometric sans" } },
  });

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const runner = startJobRunner({ concurrency: 1, pollMs: 200 });

  async function postToReady(placements: string[], index: number): Promise<number> {
    const start = performance.now();
    const { ad } = await createAds(actor, project.id, { output: "image", placements, template_key: index % 2 ? "product-hero" : "bold-statement", prompt: `run ${index}` });
    for (;;) {
      const row = await prisma.ad.findUniqueOrThrow({ where: { id: ad.id }, select: { status: true, failureReason: true } });
      if (row.status === "ready") return performance.now() - start;
      if (row.status === "failed") throw new Error(`ad failed: ${row.failureReason}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

  await postToReady(["square"], 0); // warm-up: fonts, design modules, first satori call
  const results: Record<string, number[]> = { "1 placement (square)": [], "5 placements": [] };
  for (let i = 0; i < RUNS; i++) {
    results["1 placement (square)"].push(await postToReady(["square"], i + 1));
    results["5 placements"].push(await postToReady(["instagram_story", "instagram_reels", "feed_portrait", "square", "landscape"], i + 1));
  }
  clearInterval(sampler);
  await runner.stop();

  log(`POST -> ready, still ads, embedded runner, ${url ? "PostgreSQL" : "PGlite"}, ${RUNS} runs each after one warm-up`);
  for (const [name, times] of Object.entries(results)) {
    log(`  ${name.padEnd(22)} median ${fmt(median(times))}  min ${fmt(Math.min(...times))}  max ${fmt(Math.max(...times))}`);
  }
  log(`  peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB; load average ${loadavg().map((l) => l.toFixed(1)).join(" / ")} (other processes skew wall times)`);

  // Throughput: a batch queued at once, drained by one worker as `adlab worker` runs it (on PostgreSQL the
  // render pool of ADLAB_RENDER_CONCURRENCY processes, on PGlite the runner in this process).
  const { startGenerationJobs } = await import("../../server/generation/workers");
  const { config } = await import("../../server/config");
  if (url) process.env.DATABASE_URL = url; // the pool's processes open the same database
  const worker = await startGenerationJobs(url ? { kind: "postgres", url } : { kind: "pglite", dataDir: "memory://" });
  const batches = { stills: Number(process.env.BENCH_STILLS ?? 8), videos: Number(process.env.BENCH_VIDEOS ?? 2) };
  log(`ads per minute, one worker (${url ? `render pool of ${config.renderConcurrency} processes` : `${config.renderConcurrency} loops in-process`}), one placement (square), queued at once:`);
  for (const [kind, count] of Object.entries(batches)) {
    if (!count) continue;
    const output = kind === "videos" ? "video" : "image";
    const start = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await createAds(actor, project.id, { output, placements: ["square"], prompt: `batch ${i}` })).ad.id);
    for (;;) {
      const rows = await prisma.ad.findMany({ where: { id: { in: ids } }, select: { status: true, failureReason: true } });
      const failed = rows.find((row) => row.status === "failed");
      if (failed) throw new Error(`ad failed: ${failed.failureReason}`);
      if (rows.every((row) => row.status === "ready")) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const minutes = (performance.now() - start) / 60_000;
    log(`  ${String(count).padStart(2)} ${kind.padEnd(7)} ${(count / minutes).toFixed(1)} ads/min (${(minutes * 60).toFixed(1)} s)`);
  }
  await worker.stop();
  await disconnectDb();
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchGeneration();
