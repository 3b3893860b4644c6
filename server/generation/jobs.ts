import { NonRetriableError, registerJobHandler } from "../jobs/registry";
import {
  GENERATE_JOB,
  RENDER_FILE_JOB,
  failAd,
  generateAd,
  markFileFailed,
  renderOnDemand,
  stopRetriesWith,
  type GeneratePayload,
  type RenderFilePayload,
} from "./pipeline";

/** The pipeline's jobs for the embedded runner: the same steps the Inngest functions run. */
const permanent = stopRetriesWith(NonRetriableError);

registerJobHandler(GENERATE_JOB, {
  run: (payload, { step }) => permanent(() => generateAd((payload as GeneratePayload).adId, step)),
  onExhausted: async (payload, error) => {
    await failAd((payload as GeneratePayload).adId, error);
  },
});

registerJobHandler(RENDER_FILE_JOB, {
  run: async (payload, { step }) => {
    const { adId, placement, format } = payload as RenderFilePayload;
    await permanent(() => step("render", () => renderOnDemand(adId, placement, format)));
  },
  onExhausted: async (payload, error) => {
    const { adId, placement, format } = payload as RenderFilePayload;
    await markFileFailed(adId, placement, format, error);
  },
});
