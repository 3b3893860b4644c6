import { PLACEMENTS, isPlacement } from "../render/placements";
import type { AdProgress } from "../ads/shapes";

/**
 * The rules of the progress a customer watches (`ads.progress`): which steps an ad goes through, their
 * labels, how much of the bar each fills and how long a video has left. Pure; ./progress.ts writes them.
 */

/** `rerender`: an edit that kept the words, whose only steps are the renders. */
export type ProgressAd = { output: string; placements: string[]; durationSeconds: number | null; rerender?: boolean };

/** How much of the bar each step fills: a video's encoding is most of the wait. */
const weightOf = (name: string, output: string) => (!name.startsWith("render:") ? 1 : output === "video" ? 20 : 3);

/** What the customer reads while waiting: what is being done, in their words ("Making the Square video"), not the machine's. */
function labelOf(name: string, output: string): string {
  if (name === "style") return "Choosing the style";
  if (name === "copy") return "Writing the words";
  if (name === "music") return "Choosing the music";
  const placement = name.slice("render:".length);
  const label = isPlacement(placement) ? PLACEMENTS[placement].label : placement;
  return `Making the ${label} ${output === "video" ? "video" : "image"}`;
}

/** The steps of `generateAd` (server/generation/pipeline.ts) for this ad, in order. */
export function stepNamesOf(ad: ProgressAd): string[] {
  const renders = ad.placements.map((p) => `render:${p}`);
  return ad.rerender ? renders : ["style", "copy", ...(ad.output === "video" ? ["music"] : []), ...renders];
}

export function initialProgress(ad: ProgressAd, now: string): AdProgress {
  const steps = stepNamesOf(ad).map((name) => ({ name, label: labelOf(name, ad.output), status: "pending" as const, percent: null, started_at: null, finished_at: null }));
  return { steps, percent: 0, estimated_seconds_left: null, updated_at: now };
}

/** The bar: done steps and the running step's own percentage, by weight, rounded down. */
export function overallPercent(progress: AdProgress, output: string): number {
  let total = 0;
  let done = 0;
  for (const step of progress.steps) {
    const weight = weightOf(step.name, output);
    total += weight;
    if (step.status === "done") done += weight;
    else if (step.status === "running" && step.percent !== null) done += (weight * step.percent) / 100;
  }
  return total ? Math.min(100, Math.floor((done * 100) / total)) : 0;
}

export const secondsBetween = (from: string | null, to: string | null) => (from && to ? (Date.parse(to) - Date.parse(from)) / 1000 : null);

/**
 * Seconds until a video ad is ready: the running encoding at its own pace once it has done 5%, and each
 * placement still to encode taking `secondsPerPlacement` (at least a second more).
 */
export function secondsLeft(progress: AdProgress, secondsPerPlacement: number, now: Date): number {
  let left = 0;
  for (const step of progress.steps) {
    if (!step.name.startsWith("render:") || step.status === "done") continue;
    const elapsed = secondsBetween(step.started_at, now.toISOString()) ?? 0;
    if (step.status === "running" && step.percent && step.percent >= 5) left += (elapsed * (100 - step.percent)) / step.percent;
    else left += Math.max(secondsPerPlacement - elapsed, 1);
  }
  return Math.round(left);
}
