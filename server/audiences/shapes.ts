import { z } from "zod";
import { idAndSlug, projectAndOrganization, timestamps } from "../serializer";

/** The audience as every front returns it: types the serializer and generates the OpenAPI and GraphQL shapes. */
export const audienceJson = z.object({
  ...idAndSlug,
  ...projectAndOrganization,
  creator_user_id: z.uuid().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  rules: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  used_by_ads: z.boolean(),
  ...timestamps,
}).meta({ id: "Audience" });
