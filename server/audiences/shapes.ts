import { z } from "zod";

/** The audience as every front returns it: types the serializer and generates the OpenAPI and GraphQL shapes. */
export const audienceJson = z.object({
  id: z.uuid(),
  slug: z.string(),
  project_id: z.uuid(),
  organization_id: z.uuid(),
  creator_user_id: z.uuid().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  rules: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  used_by_ads: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
}).meta({ id: "Audience" });
