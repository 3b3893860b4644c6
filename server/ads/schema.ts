import { z } from "zod";
import { PLACEMENT_IDS } from "../../shared/placements";
import { EXTERNAL_IDS, stringMap } from "../validation";

// The ad request's validator is shared/ad-request.ts (the web form runs it too).

/** PATCH an ad: the fields a customer may change after generation. */
export const updateAdSchema = z.strictObject({
  name: z.string().trim().min(1, "is required").max(200).optional().describe("The ad's name (its slug stays)"),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).optional().describe("Your labels; the list replaces the old one"),
  external_identifiers: stringMap.optional().describe(EXTERNAL_IDS),
});

/** File download query (spec 4.9). */
export const FILE_FORMATS = ["html", "mp4", "png", "jpg"] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
export const fileQuerySchema = z.object({
  format: z.enum(FILE_FORMATS).optional().describe("Default: mp4 for a video, png for an image"),
  placement: z.enum(PLACEMENT_IDS).optional().describe("Default: the ad's first placement"),
});
