import { z } from "zod";
import { errors } from "./errors";

/** One detail string per problem, prefixed with the field path: `description: must contain at least 30 words`. */
export function zodDetails(error: z.ZodError, prefix?: string): string[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** Parses input with a zod schema, throwing the spec's `validation_failed` error on failure. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw errors.validation(zodDetails(result.error, prefix));
  return result.data;
}

export const slugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9_-]+$/, "must match ^[a-z0-9_-]+$");

/** External identifier keys (`meta_campaign_id`): lowercase, start with a letter, then letters, digits, `_ . : -`. */
export const IDENTIFIER_KEY_RE = /^[a-z][a-z0-9_.:-]*$/;
export const MAX_IDENTIFIERS = 50;
export const identifierKeySchema = z
  .string()
  .min(1, "must not be empty")
  .max(64, "must be at most 64 characters")
  .regex(IDENTIFIER_KEY_RE, "must start with a lowercase letter and contain only a-z, 0-9, _ . : -");
export const identifierValueSchema = z
  .string()
  .trim()
  .min(1, "must be a non-empty string")
  .max(1000, "must be at most 1000 characters");

/** The `external_identifiers` object of projects and ads (one definition for both). */
export const stringMap = z.record(z.string(), identifierValueSchema).superRefine((map, ctx) => {
  const keys = Object.keys(map);
  if (keys.length > MAX_IDENTIFIERS) ctx.addIssue({ code: "custom", message: `must have at most ${MAX_IDENTIFIERS} keys` });
  for (const key of keys) {
    const result = identifierKeySchema.safeParse(key);
    if (!result.success) ctx.addIssue({ code: "custom", path: [key], message: `key ${result.error.issues[0].message}` });
  }
});
export const freeObject = z.record(z.string(), z.unknown());

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);

/** A `where` fragment that finds a resource by UUID or slug, as the spec allows for projects, audiences and ads. */
export function idOrSlug(value: string): { id: string } | { slug: string } {
  return isUuid(value) ? { id: value.toLowerCase() } : { slug: value };
}
