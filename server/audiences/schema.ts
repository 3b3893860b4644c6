import { z } from "zod";
import { freeObject } from "../validation";

const audienceFields = {
  name: z.string().trim().min(1, "is required").max(200).describe("Who they are, e.g. `Busy parents`; the slug is made from it"),
  description: z.string().max(5000).nullable().describe("The people in a few sentences: the copy speaks to them"),
  rules: z.string().max(10_000).nullable().describe("Creative rules for ads aimed at them (words, claims, tone); they rank the brief's claims"),
  metadata: freeObject.describe("Free-form JSON kept with the audience; adlab does not read it"),
};

export const createAudienceSchema = z.strictObject({
  name: audienceFields.name,
  description: audienceFields.description.optional(),
  rules: audienceFields.rules.optional(),
  metadata: audienceFields.metadata.optional(),
});

export const updateAudienceSchema = z.strictObject(audienceFields).partial();

export type UpdateAudienceInput = z.infer<typeof updateAudienceSchema>;
