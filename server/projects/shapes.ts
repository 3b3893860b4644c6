import { z } from "zod";
import { idAndSlug, timestamps } from "../serializer";
import { brandKitSchema } from "./schema";

/** The project as every front returns it: types the serializer and generates the OpenAPI schema. */
export const projectJson = z.object({
  ...idAndSlug,
  name: z.string(),
  description: z.string(),
  tagline: z.string().nullable(),
  language: z.string().nullable().describe("BCP 47 tag set by the customer; null means the copy language is detected from the description"),
  copy_language: z.string().describe("The language ads of this project are written in: `language`, or the one detected from the description (default en)"),
  visual_direction: z.string(),
  avatar_url: z.string().nullable(),
  status: z.string(),
  source_url: z.string().nullable(),
  external_identifiers: z.record(z.string(), z.string()),
  brand_kit: brandKitSchema.nullable(),
  ...timestamps,
  assets_count: z.number().int(),
  creatives_count: z.number().int(),
}).meta({ id: "Project" });

export type ProjectJson = z.infer<typeof projectJson>;
