import { NonRetriableError } from "inngest";
import {
  failAd,
  generateAd,
  markFileFailed,
  renderOnDemand,
  type GeneratePayload,
  type RenderFilePayload,
  type StepRunner,
} from "../server/generation/pipeline";
import { publicFailureReason } from "../server/generation/outcome";
import { stopRetriesWith } from "../server/generation/permanent-error";
import { config } from "../server/config";
import { AD_GENERATE_EVENT, AD_RENDER_FILE_EVENT, inngest } from "./client";

/** Inngest runs the same steps as the embedded runner; each one is a `step.run`, memoized by Inngest. */
const permanent = stopRetriesWith(NonRetriableError);

type StepTools = { run: (id: string, fn: () => Promise<unknown>) => Promise<unknown> };
const viaInngest = (step: StepTools): StepRunner => (name, fn) => step.run(name, fn) as never;
const GENERATE_RETRIES = 3;

export const generateAdFunction = inngest.createFunction(
  {
    id: "generate-ad",
    name: "Generate an ad",
    triggers: [{ event: AD_GENERATE_EVENT }],
    // Fair across accounts: one account's burst never takes every run (events carry organizationId).
    concurrency: [{ key: "event.data.organizationId", limit: config.accountConcurrency }],
    retries: GENERATE_RETRIES,
    onFailure: async ({ event, error }) => {
      const original = (event.data as { event: { data: GeneratePayload } }).event.data;
      const permanent = error.name === "NonRetriableError";
      if (!permanent) console.warn(`[adlab] generation of ${original.adId} gave up: ${error.message}`);
      await failAd(original.adId, publicFailureReason({ message: error.message, permanent, attempts: GENERATE_RETRIES + 1 }));
    },
  },
  async ({ event, step }) => {
    const { adId } = event.data as GeneratePayload;
    await permanent(() => generateAd(adId, viaInngest(step as unknown as StepTools)));
    return { adId };
  },
);

export const renderAdFileFunction = inngest.createFunction(
  {
    id: "render-ad-file",
    name: "Render an ad file on demand",
    triggers: [{ event: AD_RENDER_FILE_EVENT }],
    // Fair across accounts: one account's burst never takes every run (events carry organizationId).
    concurrency: [{ key: "event.data.organizationId", limit: config.accountConcurrency }],
    retries: 3,
    onFailure: async ({ event, error }) => {
      const { adId, placement, format } = (event.data as { event: { data: RenderFilePayload } }).event.data;
      await markFileFailed(adId, placement, format, error.message);
    },
  },
  async ({ event, step }) => {
    const { adId, placement, format } = event.data as RenderFilePayload;
    return permanent(() => step.run("render", () => renderOnDemand(adId, placement, format)));
  },
);

export const inngestFunctions = [generateAdFunction, renderAdFileFunction];
