import { NonRetriableError, registerJobHandler } from "../jobs/registry";
import { publicFailureReason } from "./outcome";
import { stopRetriesWith } from "./permanent-error";
import {
  GENERATE_JOB,
  RENDER_FILE_JOB,
  failAd,
  generateAd,
  markFileFailed,
  renderOnDemand,
  type GeneratePayload,
  type RenderFilePayload,
} from "./pipeline";

/**
 * The pipeline's jobs for the embedded runner: the same steps the Inngest functions run. Importing this
 * module registers them; the composition roots (server/boot.ts, the worker CLI) do.
 */
const permanent = stopRetriesWith(NonRetriableError);

registerJobHandler(GENERATE_JOB, {
  run: (payload, { step }) => permanent(() => generateAd((payload as GeneratePayload).adId, step)),
  onExhausted: async (payload, failure) => {
    await failAd((payload as GeneratePayload).adId, publicFailureReason(failure));
  },
});

registerJobHandler(RENDER_FILE_JOB, {
  run: async (payload, { step }) => {
    const { adId, placement, format } = payload as RenderFilePayload;
    await permanent(() => step("render", () => renderOnDemand(adId, placement, format)));
  },
  onExhausted: async (payload, failure) => {
    const { adId, placement, format } = payload as RenderFilePayload;
    await markFileFailed(adId, placement, format, failure.message);
  },
});
