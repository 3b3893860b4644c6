import { z } from "zod";

// The progress the pipeline writes on an ad (./progress.ts) and the ad's JSON shows (server/ads/shapes.ts).
export const PROGRESS_STEP_STATES = ["pending", "running", "done"] as const;

/** The generation's steps as the pipeline reports them (server/generation/progress.ts). */
export const adProgressJson = z
  .object({
    steps: z.array(
      z.object({
        name: z.string().describe('"style", "copy", "music" (video) or "render:<placement>"'),
        label: z.string(),
        status: z.enum(PROGRESS_STEP_STATES),
        percent: z.number().int().nullable().describe("how far a video's encoding is (0..100); null for the other steps"),
        started_at: z.iso.datetime().nullable(),
        finished_at: z.iso.datetime().nullable(),
      }),
    ),
    percent: z.number().int().describe("the whole generation, 0..100 (a video's encoding weighs most)"),
    estimated_seconds_left: z.number().int().nullable().describe("videos: seconds until ready, from the encoding's pace or recent renders; null for images"),
    updated_at: z.iso.datetime(),
  })
  .nullable()
  .describe("Where generation is: null until the first step starts; the last state stays once the ad is ready or failed")
  .meta({ id: "AdProgress" });

export type AdProgress = NonNullable<z.infer<typeof adProgressJson>>;
