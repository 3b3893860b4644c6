import { db } from "../db/client";
import type { Placement } from "../../shared/placements";
import { announceAdChange } from "./changes";
import { adEndings, failAd, markFileFailed, GENERATE_JOB, RENDER_FILE_JOB, type GeneratePayload, type RenderFilePayload } from "./outcome";
import { PermanentGenerationError } from "./permanent-error";
import { flushProgress, recordEncoding, trackStep } from "./progress";
import { composeProps } from "./compose";
import { checkPlacement, type EncodingReport } from "./renderer";
import { generationRun, loadAd } from "./run";
import { stagesOf, type PlannedStep } from "./steps";
import { renderAndStore, type StoredFile } from "./steps/render";

export { failAd, markFileFailed, GENERATE_JOB, RENDER_FILE_JOB, type GeneratePayload, type RenderFilePayload };

/**
 * The orchestrator of the generation: the steps of STEPS (./steps), in order, the same for the embedded
 * runner (server/jobs) and the Inngest function (inngest):
 *
 *   style -> copy -> music (video) -> render:<placement> (compose + render + store, one per placement) -> finish
 *
 * `step` memoizes each step by name (a resumed job skips the steps it finished). The render steps of a
 * still run at once, each memoized on its own, so a retry re-runs only the placements that did not finish.
 */
export type StepRunner = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

/** The whole generation of one ad, with `step` memoizing each step (runner or Inngest). */
export async function generateAd(adId: string, step: StepRunner): Promise<void> {
  const prisma = await db();
  const current = await prisma.ad.findUnique({ where: { id: adId }, select: { status: true, placements: true, output: true, rerender: true } });
  if (!current) throw new PermanentGenerationError(`ad ${adId} no longer exists`);
  if (current.status !== "generating") return;
  const run = generationRun(adId);
  const stages = stagesOf(current);
  // Each step records itself on the ad's `progress` (./progress.ts). A step's "done" and the "running" of
  // the steps that start right after it are one write: a stage of one step names the next stage's steps,
  // which then skip their own "running" write (a step the job memoized does not run, nor does its write).
  const announced = new Set<string>();
  const runStep = (planned: PlannedStep, next: PlannedStep[]) =>
    step(planned.name, async () => {
      const ctx = { run, placement: planned.placement, encoding: encodingOf(adId, planned.name) };
      const result = await trackStep(adId, planned.name, () => planned.step.run(ctx), { running: announced.has(planned.name), next: next.map((n) => n.name) });
      next.forEach((n) => announced.add(n.name));
      return result;
    });
  for (const [k, stage] of stages.entries()) {
    const next = stage.length === 1 ? (stages[k + 1] ?? []) : [];
    const results = await allSettledOrThrow(stage.map((planned) => runStep(planned, next)));
    stage.forEach((planned, i) => run.results.set(planned.name, results[i]));
  }
  await step("finish", () => finishStep(adId));
}

const encodingOf = (adId: string, name: string): EncodingReport => ({
  report: (fraction) => recordEncoding(adId, name, fraction),
  flush: () => flushProgress(adId),
});

/**
 * Waits for every promise, then throws the first failure: no step of a failed attempt is still running
 * (writing a file, saving its result) when the job is retried or the ad failed and refunded.
 */
async function allSettledOrThrow(promises: Promise<unknown>[]): Promise<unknown[]> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value);
}

/** Ready. Only a generating ad moves (and announces `ad.ready`, in the same transaction); a second run changes nothing. */
async function finishStep(adId: string): Promise<{ status: string }> {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.ad.updateMany({ where: { id: adId, status: "generating" }, data: { status: "ready", generatedAt: new Date(), failureReason: null } });
    if (count) await adEndings().ended(tx, adId, "ready");
  });
  announceAdChange(adId);
  const ad = await prisma.ad.findUniqueOrThrow({ where: { id: adId }, select: { status: true } });
  return { status: ad.status };
}

/** An on-demand raster (a jpg, or the png poster of a video) for the file endpoint. */
export async function renderOnDemand(adId: string, placement: Placement, format: "png" | "jpg"): Promise<StoredFile> {
  const ad = await loadAd(adId);
  if (ad.status !== "ready") throw new PermanentGenerationError(`ad is ${ad.status}`);
  const checked = await checkPlacement(await composeProps(ad, placement), format);
  const stored = await renderAndStore(ad, checked, format);
  // Not in the upsert's transaction, but inside the job's "render" step: a crash before this line
  // re-runs the step, so `ad_file.ready` is still sent (at least once).
  await adEndings().fileStored(adId, placement, format);
  return stored;
}
