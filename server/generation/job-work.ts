import type { JobFailure } from "../jobs/registry";
import { publicFailureReason } from "./outcome";
import { failAd, generateAd, markFileFailed, renderOnDemand, type GeneratePayload, type RenderFilePayload, type StepRunner } from "./pipeline";

/**
 * What each generation job does and what its last failure leaves behind, written once for both executors:
 * the embedded runner (./jobs.ts) and Inngest (inngest/functions.ts). Each wraps `run` with its own
 * "do not retry" error and calls `gaveUp` when it stops retrying.
 */
export const generateWork = {
  run: ({ adId }: GeneratePayload, step: StepRunner) => generateAd(adId, step),
  gaveUp: ({ adId }: GeneratePayload, failure: JobFailure) => failAd(adId, publicFailureReason(failure)),
};

export const renderFileWork = {
  run: ({ adId, placement, format }: RenderFilePayload, step: StepRunner) => step("render", () => renderOnDemand(adId, placement, format)),
  gaveUp: ({ adId, placement, format }: RenderFilePayload, failure: Pick<JobFailure, "message">) => markFileFailed(adId, placement, format, failure.message),
};
