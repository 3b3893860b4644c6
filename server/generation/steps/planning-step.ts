import type { GenerationStep, StepAd } from "./types";

/**
 * A step that plans the ad before its renders (the style, the copy, the music): one unit of progress, and
 * skipped by an edit that kept the words (a re-render), which has its style, copy and music already, so
 * only the renders run. `when`: what else the ad must be for the step (music: a video).
 */
export function planningStep(step: { name: string; label: string; when?: (ad: StepAd) => boolean; run: GenerationStep["run"] }): GenerationStep {
  const { name, label, when, run } = step;
  return { name, label: () => label, weight: () => 1, when: (ad) => !ad.rerender && (when?.(ad) ?? true), run };
}
