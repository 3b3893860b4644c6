import { z } from "zod";

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email("must be a valid e-mail address").max(254));

export const createConfirmedAccountSchema = z.object({
  email: emailSchema,
  tokens: z.number().int().min(0).max(1_000_000_000).default(0),
});

export const grantTokensSchema = z.object({
  email: emailSchema,
  amount: z.number().int().min(1).max(1_000_000_000),
});

export const createKeySchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1).max(80).default("default"),
  scope: z.enum(["full", "generate"], { error: "must be one of full, generate" }).default("full"),
});

/** Operator path: revoke one key of an account by id or by its prefix (`adlab_xxxxxx`). */
export const revokeKeySchema = z.object({
  email: emailSchema,
  key: z.string().trim().min(1, "is required (the key's id or prefix)").max(80),
});
