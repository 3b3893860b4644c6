import { Inngest } from "inngest";
import type { GenerationEvents } from "../server/generation/dispatch";

/**
 * The Inngest client. Used only when Inngest is configured (INNGEST_EVENT_KEY, or INNGEST_DEV for a dev
 * server): then ad creation sends `adlab/ad.generate` instead of enqueuing an embedded job, and Inngest
 * calls the functions served at /api/inngest. Without it, nothing here sends anything.
 */
export const inngest = new Inngest({ id: "adlab" });

export const AD_GENERATE_EVENT = "adlab/ad.generate";
export const AD_RENDER_FILE_EVENT = "adlab/ad.render-file";

/** The generation events, registered at start (server/boot.ts) as the dispatcher's way to Inngest. */
export const generationEvents: GenerationEvents = {
  async generate(ads) {
    await inngest.send(ads.map((data) => ({ name: AD_GENERATE_EVENT, data, id: `generate-${data.adId}` })));
  },
  async renderFile(data) {
    await inngest.send({ name: AD_RENDER_FILE_EVENT, data });
  },
};
