import { z } from "zod";

/** The account as every front returns it: types the serializer and generates the OpenAPI and GraphQL shapes. */
export const accountJson = z.object({
  user_id: z.uuid(),
  email: z.string(),
  token_balance: z.number().int(),
  output_options: z.array(
    z.object({ id: z.enum(["image", "video"]), label: z.string(), description: z.string(), token_cost: z.number().int(), cost_basis: z.literal("per_variant") }),
  ),
});

export type AccountJson = z.infer<typeof accountJson>;
