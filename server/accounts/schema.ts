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
});
