/**
 * `npm run bench:generation`: time from POST .../ads to `ready` through the generation jobs as `npm start`
 * and `adlab worker` run them (server/generation/workers.ts: on PGlite the runner in this process with its
 * render threads, on PostgreSQL the render pool), medians of BENCH_RUNS (default 5) after one warm-up:
 *  - a still with 1 placement, and with 5 placements, one ad at a time;
 *  - 6 ads x 4 placements queued at once by one account, until the last one is ready;
 *  - placement renders per core-minute over those batches, and per CPU-minute of this process (on
 *    PGlite every render runs here, so that figure does not depend on the load of other processes);
 *  - the most jobs and placement renders seen under way at once during the batches;
 *  - a 6 s Story video (1080x1920, with the soundtrack the pipeline chooses), one at a time: POST -> ready
 *    over the video's 6 s, median of BENCH_RUNS (BENCH_STORY=0 leaves it out);
 *  - BENCH_VIDEOS (default 2) one-placement videos queued at once, in ads per minute;
 *  - with BENCH_CATALOG=1, a catalog batch of 40 products x 2 placements (./catalog-batch.ts).
 * In-memory PGlite, or PostgreSQL when BENCH_DATABASE_URL is set (a scratch database: rows are added).
 * The clock starts before the create call (validation, charge, job row) and stops when a poll (every
 * 10 ms) sees `ready`, as a client polling the ad would. Wall times grow with the machine's load: the
 * load average is printed beside them.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";

const BATCH = { ads: 6, placements: ["instagram_story", "feed_portrait", "square", "landscape"] };
const FIVE_PLACEMENTS = ["instagram_story", "instagram_reels", "feed_portrait", "square", "landscape"];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
/** CPU seconds of this process's finished children (ffmpeg), from /proc/self/stat (cutime + cstime). */
const childCpuSeconds = () => {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
};
const load = () => loadavg().map((l) => l.toFixed(1)).join(" / ");

/** The most ads (jobs) and placement renders under way at once, as the ads' progress shows them. */
function watchSideBySide(watched: { jobs: number; renders: number }, progress: ({ steps: { name: string; status: string }[] } | null)[]) {
  const running = progress.map((p) => p?.steps.filter((s) => s.status === "running") ?? []);
  watched.jobs = Math.max(watched.jobs, running.filter((steps) => steps.length).length);
  watched.renders = Math.max(watched.renders, running.flat().filter((s) => s.name.startsWith("render:")).length);
}

type PostToReady = (ads: { placements: string[]; output?: "image" | "video"; duration_seconds?: number }[], index: number) => Promise<number>;

/**
 * The 6 s Story video, one at a time: POST -> ready over the video's length, median of `runs` after a
 * warm-up, and (in-process) the CPU it took here and in ffmpeg.
 */
async function benchStory(postToReady: PostToReady, runs: number, inProcess: boolean, log: (line: string) => void): Promise<number[]> {
  const STORY_SECONDS = 6;
  const story = { placements: ["instagram_story"], output: "video" as const, duration_seconds: STORY_SECONDS };
  await postToReady([story], runs + 1); // warm-up: the video renderer's modules and the soundtrack
  const ratios: number[] = [];
  const [cpuBefore, ffmpegBefore] = [cpuSeconds(), childCpuSeconds()];
  for (let i = 1; i <= runs; i++) ratios.push((await postToReady([story], runs + 1 + i)) / (STORY_SECONDS * 1000));
  const x = (r: number) => `${r.toFixed(2)}x`;
  log(`  ${STORY_SECONDS} s story video (POST -> ready / ${STORY_SECONDS} s)  median ${x(median(ratios))}  min ${x(Math.min(...ratios))}  max ${x(Math.max(...ratios))}`);
  if (inProcess) {
    const [node, ffmpeg] = [(cpuSeconds() - cpuBefore) / runs, (childCpuSeconds() - ffmpegBefore) / runs];
    log(`  CPU per story video: ${node.toFixed(2)} s in this process + ${ffmpeg.toFixed(2)} s ffmpeg (on 2 cores the wall time is at least half their sum)`);
  }
  return ratios;
}

/** A confirmed account with a million tokens and its project, on PGlite in memory or BENCH_DATABASE_URL. */
async function benchSetup() {
  const { connectDb } = await import("../../server/db/client");
  const { createConfirmedAccount } = await import("../../server/accounts/service");
  const { authenticateBearer } = await import("../../server/auth/api-keys");
  const { createProject } = await import("../../server/projects/service");
  const url = process.env.BENCH_DATABASE_URL;
  if (url) process.env.DATABASE_URL = url; // the pool's processes open the same database
  const target = url ? ({ kind: "postgres", url } as const) : ({ kind: "pglite", dataDir: "memory://" } as const);
  const { prisma } = await connectDb(target);
  const account = await createConfirmedAccount({ email: `bench-${randomUUID()}@example.com`, tokens: 1_000_000 });
  const actor = await authenticateBearer(`Bearer ${account.api_key}`);
  const project = await createProject(actor, {
    name: "Brewly Cold Brew",
    tagline: "Cafe cold brew at home",
    description:
      "Brewly makes cold brew coffee concentrate from single origin beans, steeped for twenty hours and bottled fresh every week. It is smooth, low in acid and ready in seconds: pour over ice, add milk, and enjoy a cafe drink at home.",
    brand_kit: { colors: ["#0b3d2e", "#f4c430"], font_preferences: { direction: "geometric sans" } },
  });
  return { url, target, prisma, actor, project };
}

/** Runs the benchmark and prints its lines; also called at the end of `npm run bench:render`. */
export async function benchGeneration(options: { runs?: number; log?: (line: string) => void } = {}) {
  const log = options.log ?? console.log;
  process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "adlab-bench-"));
  const RUNS = options.runs ?? Number(process.env.BENCH_RUNS ?? 5);

  const { disconnectDb } = await import("../../server/db/client");
  const { createAds } = await import("../../server/ads/create");
  const { startGenerationJobs } = await import("../../server/generation/workers");
  await import("../../server/ad-endings");
  const { config } = await import("../../server/config");
  const { url, target, prisma, actor, project } = await benchSetup();

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const worker = await startGenerationJobs(target);
  const watched = { ids: [] as string[], jobs: 0, renders: 0 };

  /** Queues the ads at once and waits until every one is ready; the milliseconds until the last one is. */
  const postToReady: PostToReady = async (ads, index) => {
    const start = performance.now();
    const ids: string[] = [];
    for (const [n, { output = "image", ...ad }] of ads.entries()) {
      const template_key = output === "video" ? undefined : (index + n) % 2 ? "product-hero" : "bold-statement";
      ids.push((await createAds(actor, project.id, { output, ...ad, template_key, prompt: `run ${index}.${n}` })).ad.id);
    }
    for (;;) {
      const rows = await prisma.ad.findMany({ where: { id: { in: ids } }, select: { status: true, failureReason: true, progress: true } });
      const failed = rows.find((row) => row.status === "failed");
      if (failed) throw new Error(`ad failed: ${failed.failureReason}`);
      if (rows.every((row) => row.status === "ready")) return performance.now() - start;
      watchSideBySide(watched, rows.map((row) => row.progress as { steps: { name: string; status: string }[] } | null));
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  await postToReady([{ placements: ["square"] }, { placements: FIVE_PLACEMENTS }], 0); // warm-up: threads, fonts, design modules
  const results: Record<string, number[]> = { "still, 1 placement": [], "still, 5 placements": [], [`${BATCH.ads} ads x ${BATCH.placements.length} placements, last ready`]: [] };
  const batch = { placements: 0, wallMs: 0, cpuSeconds: 0 };
  const loadBefore = load();
  for (let i = 1; i <= RUNS; i++) {
    results["still, 1 placement"].push(await postToReady([{ placements: ["square"] }], i));
    results["still, 5 placements"].push(await postToReady([{ placements: FIVE_PLACEMENTS }], i));
    const cpuBefore = cpuSeconds();
    const ms = await postToReady(Array.from({ length: BATCH.ads }, () => ({ placements: BATCH.placements })), i);
    results[`${BATCH.ads} ads x ${BATCH.placements.length} placements, last ready`].push(ms);
    batch.placements += BATCH.ads * BATCH.placements.length;
    batch.wallMs += ms;
    batch.cpuSeconds += cpuSeconds() - cpuBefore;
  }

  const cores = availableParallelism();
  const runner = url ? `render pool of ${config.renderConcurrency} processes` : `${config.renderConcurrency} job loops and render threads in-process`;
  log(`POST -> ready, still ads, ${url ? "PostgreSQL" : "PGlite"}, ${runner}, ${cores} cores, median of ${RUNS} runs after one warm-up`);
  for (const [name, times] of Object.entries(results)) {
    log(`  ${name.padEnd(36)} median ${fmt(median(times))}  min ${fmt(Math.min(...times))}  max ${fmt(Math.max(...times))}`);
  }
  const perCoreMinute = batch.placements / ((batch.wallMs / 60_000) * cores);
  log(`  placement renders per core-minute    ${perCoreMinute.toFixed(1)} (the batches' wall time x ${cores} cores)`);
  if (!url) log(`  placement renders per CPU-minute     ${(batch.placements / (batch.cpuSeconds / 60)).toFixed(1)} (this process's CPU time in the batches)`);
  log(`  under way at once (most seen): ${watched.jobs} ads, ${watched.renders} placement renders`);
  log(`  load average before ${loadBefore}, after ${load()} (other processes lengthen wall times); peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);

  if (process.env.BENCH_STORY !== "0") {
    results["6 s story video, x its length"] = await benchStory(postToReady, RUNS, !url, log);
    log(`  load average after the videos ${load()}; peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
  }

  if (process.env.BENCH_CATALOG === "1") await (await import("./catalog-batch")).benchCatalogBatch(actor, project.id, log);

  const videos = Number(process.env.BENCH_VIDEOS ?? 2);
  if (videos) {
    const ms = await postToReady(Array.from({ length: videos }, () => ({ placements: ["square"], output: "video" as const })), RUNS + 1);
    log(`  ${videos} one-placement videos queued at once: ${(videos / (ms / 60_000)).toFixed(1)} ads/min (${fmt(ms)})`);
  }
  clearInterval(sampler);
  await worker.stop();
  await disconnectDb();
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchGeneration();
