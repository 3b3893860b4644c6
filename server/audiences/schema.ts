import { z } from "zod";
import { freeObject } from "../validation";

const audienceFields = {
  name: z.string().trim().min(1, "is required").max(200),
  description: z.string().max(5000).nullable(),
  rules: z.string().max(10_000).nullable(),
  metadata: freeObject,
};

export const createAudienceSchema = z.strictObject({
  name: audienceFields.name,
  description: audienceFields.description.optional(),
  rules: audienceFields.rules.optional(),
  metadata: audienceFields.metadata.optional(),
});

export const updateAudienceSchema = z.strictObject(audienceFields).partial();

export type CreateAudienceInput = z.infer<typeof createAudienceSchema>;
export type UpdateAudienceInput = z.infer<typeof updateAudienceSchema>;
