import type { AdProgress } from "./progress-shape";
import { stepsOf, type PlannedStep } from "./steps";
import type { StepAd } from "./steps/types";

/**
 * The rules of the progress a customer watches (`ads.progress`): the steps of STEPS an ad goes through,
 * their labels, how much of the bar each fills and how long a video has left. Pure; ./progress.ts writes them.
 */

export type ProgressAd = StepAd & { durationSeconds: number | null };

export function initialProgress(ad: ProgressAd, now: string): AdProgress {
  const steps = stepsOf(ad).map(({ name, label }) => ({ name, label, status: "pending" as const, percent: null, started_at: null, finished_at: null }));
  return { steps, percent: 0, estimated_seconds_left: null, updated_at: now };
}

/** The step of the ad's steps named `name` ("style", "render:square"); a name that is none of them is an error. */
export function plannedStep(ad: StepAd, name: string): PlannedStep {
  const planned = stepsOf(ad).find((step) => step.name === name);
  if (!planned) throw new Error(`unknown generation step "${name}" for this ad (its steps: ${stepsOf(ad).map((s) => s.name).join(", ")})`);
  return planned;
}

/** The bar: done steps and the running step's own percentage, by weight, rounded down. */
export function overallPercent(progress: AdProgress, ad: StepAd): number {
  let total = 0;
  let done = 0;
  for (const step of progress.steps) {
    const { weight } = plannedStep(ad, step.name);
    total += weight;
    if (step.status === "done") done += weight;
    else if (step.status === "running" && step.percent !== null) done += (weight * step.percent) / 100;
  }
  return total ? Math.min(100, Math.floor((done * 100) / total)) : 0;
}

export const secondsBetween = (from: string | null, to: string | null) => (from && to ? (Date.parse(to) - Date.parse(from)) / 1000 : null);

/** True for a step made per placement: a render, whose video encoding reports its percent. */
export const isPlacementStep = (name: string) => name.includes(":");

/**
 * Seconds until a video ad is ready: the running encoding at its own pace once it has done 5%, and each
 * placement still to encode taking `secondsPerPlacement` (at least a second more).
 */
export function secondsLeft(progress: AdProgress, secondsPerPlacement: number, now: Date): number {
  let left = 0;
  for (const step of progress.steps) {
    if (!isPlacementStep(step.name) || step.status === "done") continue;
    const elapsed = secondsBetween(step.started_at, now.toISOString()) ?? 0;
    if (step.status === "running" && step.percent && step.percent >= 5) left += (elapsed * (100 - step.percent)) / step.percent;
    else left += Math.max(secondsPerPlacement - elapsed, 1);
  }
  return Math.round(left);
}
