import { Inngest } from "inngest";

/**
 * The Inngest client. Used only when Inngest is configured (INNGEST_EVENT_KEY, or INNGEST_DEV for a dev
 * server): then ad creation sends `adlab/ad.generate` instead of enqueuing an embedded job, and Inngest
 * calls the functions served at /api/inngest. Without it, nothing here sends anything.
 */
export const inngest = new Inngest({ id: "adlab" });

export const AD_GENERATE_EVENT = "adlab/ad.generate";
export const AD_RENDER_FILE_EVENT = "adlab/ad.render-file";
