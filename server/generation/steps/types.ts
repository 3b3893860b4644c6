import type { Placement } from "../../../shared/placements";
import type { EncodingReport } from "../renderer";
import type { GenerationRun } from "../run";

/** What decides an ad's steps: its output, placements, and whether it is an edit that kept the words. */
export type StepAd = { output: string; placements: string[]; rerender?: boolean };

/**
 * What a step runs with: the run's shared reads, its placement (steps made per placement), and where a
 * video's encoding reports how far it is (the progress a customer watches).
 */
export type StepContext = {
  run: GenerationRun;
  placement?: Placement;
  encoding: EncodingReport;
};

/**
 * One step of the generation (docs/generation.md, "The pipeline"): the orchestrator (../pipeline.ts) runs
 * the steps of STEPS in order, and the progress list shows them with their labels and weights. Every
 * step is idempotent (upserts, conditional updates): a step run twice after a crash changes nothing.
 */
export type GenerationStep = {
  name: string;
  /** One step per placement of the ad, named `<name>:<placement>`. */
  perPlacement?: boolean;
  /** What the customer reads while it runs ("Making the Square image"), in their words. */
  label(ad: StepAd, placement?: string): string;
  /** How much of the progress bar it fills. */
  weight(ad: StepAd): number;
  /** Whether the ad goes through it. */
  when(ad: StepAd): boolean;
  /** Steps made per placement: all at once (true) or one after another. */
  together?(ad: StepAd): boolean;
  run(ctx: StepContext): Promise<unknown>;
};
