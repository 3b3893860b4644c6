import { z } from "zod";
import { API_KEY_SCOPES } from "../auth/actor";

/** The account as every front returns it: types the serializer and generates the OpenAPI and GraphQL shapes. */
export const accountJson = z.object({
  user_id: z.uuid(),
  email: z.string(),
  token_balance: z.number().int(),
  output_options: z.array(
    z.object({ id: z.enum(["image", "video"]), label: z.string(), description: z.string(), token_cost: z.number().int(), cost_basis: z.literal("per_variant") }),
  ),
});

/** An API key as listed (tRPC and GraphQL): never its secret, only the prefix for recognition. */
export const apiKeyJson = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES).describe("full, or generate (no key management)"),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
});

/** A new key: `secret` is shown this once and never again. */
export const createdApiKeyJson = apiKeyJson.extend({ secret: z.string() });

/** One movement of the token balance. */
export const ledgerEntryJson = z.object({
  id: z.uuid(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  ad_id: z.uuid().nullable(),
  note: z.string().nullable(),
  created_at: z.iso.datetime(),
});

export type ApiKeyJson = z.infer<typeof apiKeyJson>;
export type LedgerEntryJson = z.infer<typeof ledgerEntryJson>;
