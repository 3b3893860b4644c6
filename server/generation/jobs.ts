import { NonRetriableError, registerJobHandler } from "../jobs/registry";
import { generateWork, renderFileWork } from "./job-work";
import { stopRetriesWith } from "./permanent-error";
import { GENERATE_JOB, RENDER_FILE_JOB, type GeneratePayload, type RenderFilePayload } from "./pipeline";

/**
 * The pipeline's jobs for the embedded runner: the same steps the Inngest functions run. Importing this
 * module registers them; the composition roots (server/boot.ts, the worker CLI) do.
 */
const permanent = stopRetriesWith(NonRetriableError);

registerJobHandler(GENERATE_JOB, {
  run: (payload, { step }) => permanent(() => generateWork.run(payload as GeneratePayload, step)),
  onExhausted: async (payload, failure) => {
    await generateWork.gaveUp(payload as GeneratePayload, failure);
  },
});

registerJobHandler(RENDER_FILE_JOB, {
  run: async (payload, { step }) => {
    await permanent(() => renderFileWork.run(payload as RenderFilePayload, step));
  },
  onExhausted: async (payload, failure) => {
    await renderFileWork.gaveUp(payload as RenderFilePayload, failure);
  },
});
