import { z } from "zod";
import type { Endpoint } from "../openapi/registry";

export const accountJson = z.object({
  user_id: z.uuid(),
  email: z.string(),
  token_balance: z.number().int(),
  output_options: z.array(
    z.object({ id: z.enum(["image", "video"]), label: z.string(), description: z.string(), token_cost: z.number().int(), cost_basis: z.literal("per_variant") }),
  ),
});

export const accountEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/v1/account",
    tag: "Account",
    summary: "The account's token balance and the cost of each output type",
    responses: { 200: { description: "The account", key: "account", schema: accountJson } },
  },
];
