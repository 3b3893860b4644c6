import type { Placement } from "../../../shared/placements";
import { copyStep } from "./copy";
import { musicStep } from "./music";
import { renderStep } from "./render";
import { styleStep } from "./style";
import type { GenerationStep, StepAd } from "./types";

/**
 * The generation's steps, in order: the one list the orchestrator (../pipeline.ts) runs and the progress
 * list shows. A new step is a file of steps/ and an entry here.
 */
export const STEPS: readonly GenerationStep[] = [styleStep, copyStep, musicStep, renderStep];

/** One step the ad goes through: a step of STEPS, for one placement when it is made per placement. */
export type PlannedStep = { name: string; label: string; weight: number; step: GenerationStep; placement?: Placement };

/** The steps of this ad, in order, with their names ("style", "render:square"), labels and weights. */
export function stepsOf(ad: StepAd): PlannedStep[] {
  return STEPS.filter((step) => step.when(ad)).flatMap((step) =>
    step.perPlacement
      ? (ad.placements as Placement[]).map((placement) => ({ name: `${step.name}:${placement}`, label: step.label(ad, placement), weight: step.weight(ad), step, placement }))
      : [{ name: step.name, label: step.label(ad), weight: step.weight(ad), step }],
  );
}

/**
 * The steps grouped as they run: one after another, except a per-placement step's placements that run
 * `together`, which form one stage.
 */
export function stagesOf(ad: StepAd): PlannedStep[][] {
  const stages: PlannedStep[][] = [];
  for (const planned of stepsOf(ad)) {
    const last = stages.at(-1);
    if (last && planned.placement && last[0].step === planned.step && planned.step.together?.(ad)) last.push(planned);
    else stages.push([planned]);
  }
  return stages;
}
