import { announceAdChange } from "./changes";
import { db } from "../db/client";
import { toJson } from "../db/json";
import { Prisma } from "../db/generated/client";
import { VIDEO_SECONDS } from "../../shared/music";
import type { AdProgress } from "./progress-shape";
import { initialProgress, isPlacementStep, overallPercent, secondsBetween, secondsLeft, type ProgressAd } from "./progress-steps";

/**
 * The generation's steps written on the ad (`ads.progress`) for the customer to watch. Every write is
 * conditional on the ad still generating, so a late write never touches a ready or failed ad, and none
 * may fail a generation: a lost progress write only makes the bar lag. Steps run one after the other
 * for one ad, so a read-modify-write of the JSON is safe; writes of one process go through one chain
 * per ad so they land in order.
 */

/** Seconds of rendering per second of video in one placement, until this installation has measured its own. */
const DEFAULT_RENDER_SECONDS_PER_VIDEO_SECOND = 4;
/** Encoding updates are written at most this often. */
const ENCODING_WRITE_INTERVAL_MS = 1000;
const ENCODING_WRITE_STEP_PERCENT = 5;

const chains = new Map<string, Promise<void>>();

/** Runs the ad's progress writes of this process one after the other; errors are logged, never thrown. */
function enqueue(adId: string, write: () => Promise<void>): Promise<void> {
  const next = (chains.get(adId) ?? Promise.resolve())
    .then(write)
    .catch((error) => console.warn(`[adlab] progress of ad ${adId} not saved: ${error instanceof Error ? error.message : error}`));
  chains.set(adId, next);
  void next.then(() => {
    if (chains.get(adId) === next) chains.delete(adId);
  });
  return next;
}

/** Waits for this process's pending progress writes of the ad (before a step reports itself done). */
export const flushProgress = (adId: string) => chains.get(adId) ?? Promise.resolve();

async function update(adId: string, change: (progress: AdProgress, ad: ProgressAd, now: Date) => void | Promise<void>): Promise<void> {
  const prisma = await db();
  const ad = await prisma.ad.findUnique({ where: { id: adId }, select: { status: true, progress: true, output: true, placements: true, durationSeconds: true, rerender: true } });
  if (!ad || ad.status !== "generating") return;
  const now = new Date();
  const progress = (ad.progress as AdProgress | null) ?? initialProgress(ad, now.toISOString());
  await change(progress, ad, now);
  progress.percent = overallPercent(progress, ad);
  progress.updated_at = now.toISOString();
  const { count } = await prisma.ad.updateMany({ where: { id: adId, status: "generating" }, data: { progress: toJson(progress) } });
  // Wakes the waiters that report steps (MCP generate_ads); the others re-read, see nothing they watch, and sleep on.
  if (count) announceAdChange(adId);
}

type StepRecord = [name: string, status: "running" | "done"];

/** Steps of the ad started ("running") or ended ("done"), in one write. */
export function recordSteps(adId: string, records: StepRecord[]): Promise<void> {
  return enqueue(adId, () =>
    update(adId, async (progress, ad, now) => {
      for (const [name, status] of records) {
        const step = progress.steps.find((s) => s.name === name);
        if (!step) throw new Error(`unknown generation step "${name}"`);
        step.status = status;
        if (status === "running") step.started_at = now.toISOString();
        else step.finished_at = now.toISOString();
        if (isPlacementStep(step.name) && ad.output === "video") step.percent = status === "done" ? 100 : 0;
      }
      if (ad.output === "video") progress.estimated_seconds_left = await estimateSecondsLeft(progress, ad, now);
    }),
  );
}

/** Step `name` of the ad started ("running") or ended ("done"). */
export const recordStep = (adId: string, name: string, status: "running" | "done") => recordSteps(adId, [[name, status]]);

/**
 * Runs one pipeline step between its "running" and "done" records. `next`: the steps that start as soon as
 * this one is done; their "running" is written with this "done", in one write (a read and an update of the
 * ad) instead of two. `running`: an earlier step's write already recorded this one as running.
 */
export async function trackStep<T>(adId: string, name: string, fn: () => Promise<T>, options: { running?: boolean; next?: string[] } = {}): Promise<T> {
  if (!options.running) await recordStep(adId, name, "running");
  const result = await fn();
  await flushProgress(adId);
  await recordSteps(adId, [[name, "done"], ...(options.next ?? []).map((next): StepRecord => [next, "running"])]);
  return result;
}

type EncodingMark = { percent: number; at: number };
const lastEncodingWrite = new Map<string, EncodingMark>();

/**
 * The video encoding of one step (`render:<placement>`) reached `fraction` (0..1). Cheap to call per frame:
 * it writes at most once a second and only after the encoding moved on by a few percent.
 */
export function recordEncoding(adId: string, name: string, fraction: number): void {
  const percent = Math.max(0, Math.min(100, Math.floor(fraction * 100)));
  const key = `${adId}:${name}`;
  const last = lastEncodingWrite.get(key);
  const now = Date.now();
  if (last && (now - last.at < ENCODING_WRITE_INTERVAL_MS || percent - last.percent < ENCODING_WRITE_STEP_PERCENT) && percent < 100) return;
  if (percent >= 100) lastEncodingWrite.delete(key);
  else lastEncodingWrite.set(key, { percent, at: now });
  void enqueue(adId, () =>
    update(adId, async (progress, ad, at) => {
      const step = progress.steps.find((s) => s.name === name);
      if (!step || step.status !== "running") return;
      step.percent = percent;
      progress.estimated_seconds_left = await estimateSecondsLeft(progress, ad, at);
    }),
  );
}

/** Seconds until a video ad is ready, at the pace of the recent video renders of this installation. */
async function estimateSecondsLeft(progress: AdProgress, ad: ProgressAd, now: Date): Promise<number> {
  const videoSeconds = ad.durationSeconds ?? VIDEO_SECONDS.default;
  return secondsLeft(progress, videoSeconds * (await renderSecondsPerVideoSecond()), now);
}

// The measured pace is read again at most once a minute (encoding updates come every second).
let measuredPace: { secondsPerVideoSecond: number; at: number } | undefined;
const PACE_TTL_MS = 60_000;

async function renderSecondsPerVideoSecond(): Promise<number> {
  if (measuredPace && Date.now() - measuredPace.at < PACE_TTL_MS) return measuredPace.secondsPerVideoSecond;
  measuredPace = { secondsPerVideoSecond: await measurePace(), at: Date.now() };
  return measuredPace.secondsPerVideoSecond;
}

async function measurePace(): Promise<number> {
  const prisma = await db();
  const recent = await prisma.ad.findMany({
    where: { output: "video", status: "ready", progress: { not: Prisma.DbNull } },
    orderBy: { generatedAt: "desc" },
    take: 5,
    select: { progress: true, durationSeconds: true },
  });
  const paces = recent.flatMap((ad) =>
    (ad.progress as AdProgress).steps.flatMap((step) => {
      const seconds = isPlacementStep(step.name) ? secondsBetween(step.started_at, step.finished_at) : null;
      return seconds ? [seconds / (ad.durationSeconds ?? VIDEO_SECONDS.default)] : [];
    }),
  );
  if (!paces.length) return DEFAULT_RENDER_SECONDS_PER_VIDEO_SECOND;
  return paces.sort((a, b) => a - b)[Math.floor(paces.length / 2)];
}
