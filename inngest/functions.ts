import { NonRetriableError } from "inngest";
import type { GeneratePayload, RenderFilePayload, StepRunner } from "../server/generation/pipeline";
import { generateWork, renderFileWork } from "../server/generation/job-work";
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
      await generateWork.gaveUp(original, { message: error.message, permanent, attempts: GENERATE_RETRIES + 1 });
    },
  },
  async ({ event, step }) => {
    const payload = event.data as GeneratePayload;
    await permanent(() => generateWork.run(payload, viaInngest(step as unknown as StepTools)));
    return { adId: payload.adId };
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
      await renderFileWork.gaveUp((event.data as { event: { data: RenderFilePayload } }).event.data, error);
    },
  },
  async ({ event, step }) => {
    return permanent(() => renderFileWork.run(event.data as RenderFilePayload, viaInngest(step as unknown as StepTools)));
  },
);

export const inngestFunctions = [generateAdFunction, renderAdFileFunction];
