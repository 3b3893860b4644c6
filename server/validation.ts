import { z } from "zod";
import { errors } from "./errors";
import { zodDetails } from "../shared/validation";

/** Objects and arrays in any input (stored metadata included) nest at most this deep. */
export const MAX_INPUT_DEPTH = 20;
// A NUL, or a UTF-16 surrogate without its pair: PostgreSQL refuses both (22021, 22P05).
const BAD_TEXT_RE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a database can store: no NUL and no lone surrogates. */
export const isStorableText = (value: string) => !BAD_TEXT_RE.test(value);

/**
 * Problems every front's input can have whatever the schema: NUL characters or lone surrogates in any
 * string or key, and nesting deeper than MAX_INPUT_DEPTH. Iterative, so hostile depth cannot overflow it.
 */
export function inputProblems(input: unknown, prefix?: string): string[] {
  const problems: string[] = [];
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value: input, path: prefix ? [prefix] : [], depth: 0 }];
  const at = (path: string[]) => (path.length ? `${path.join(".")}: ` : "");
  while (stack.length && problems.length < 20) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      if (!isStorableText(value)) problems.push(`${at(path)}must not contain NUL characters or unpaired UTF-16 surrogates`);
    } else if (value && typeof value === "object") {
      if (depth >= MAX_INPUT_DEPTH) {
        problems.push(`${at(path)}is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
        continue;
      }
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key)) {
          problems.push(`${at(path)}keys must not contain NUL characters or unpaired UTF-16 surrogates`);
          continue;
        }
        stack.push({ value: child, path: [...path, key], depth: depth + 1 });
      }
    }
  }
  return problems;
}

/** Every timestamp and date the API accepts lies in 1970-01-01 .. 2100-12-31 (UTC): what it can store and return. */
export const MIN_TIME_MS = Date.UTC(1970, 0, 1);
export const MAX_TIME_MS = Date.UTC(2101, 0, 1) - 1;
const RANGE_MESSAGE = "must lie between 1970-01-01 and 2100-12-31";
// Unparsable text passes here: the format check has reported it already (one detail per problem).
const inRange = (value: string) => {
  const t = Date.parse(value);
  return !Number.isFinite(t) || (t >= MIN_TIME_MS && t <= MAX_TIME_MS);
};

/**
 * A stored time as ISO 8601, or null when the database handed back a date JavaScript cannot represent
 * (a far year written before dates were checked): one bad row must not turn every read into a 500.
 */
export const isoOrNull = (date: Date | null | undefined): string | null => (date && Number.isFinite(date.getTime()) ? date.toISOString() : null);

/** The same for a time that is never null: an unrepresentable stored date reads as the far end of year 9999. */
export const isoTime = (date: Date): string => isoOrNull(date) ?? "9999-12-31T23:59:59.999Z";

/** An ISO 8601 date-time with an offset, in 1970-2100. */
export const saneDateTime = (error: string) => z.iso.datetime({ offset: true, error }).refine(inRange, RANGE_MESSAGE);
/** An ISO 8601 calendar date (YYYY-MM-DD), in 1970-2100. */
export const saneDate = (error: string) => z.iso.date({ error }).refine((v) => inRange(`${v}T00:00:00Z`), RANGE_MESSAGE);

/** Parses input with a zod schema, throwing the spec's `validation_failed` error on failure. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix?: string): z.output<S> {
  const problems = inputProblems(input, prefix);
  if (problems.length) throw errors.validation(problems);
  const result = schema.safeParse(input);
  if (!result.success) throw errors.validation(zodDetails(result.error, prefix, schema));
  return result.data;
}

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

/** How every `external_identifiers` field is described (OpenAPI, MCP, GraphQL). */
export const EXTERNAL_IDS = "Your own ids for it, key -> value (`{ \"meta.ad_id\": \"120\" }`); keys are lowercase";

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

/**
 * `.superRefine(rule, EVEN_AFTER_FIELD_PROBLEMS)`: a rule between fields runs even when a field failed
 * (an unknown key or an invalid option would otherwise skip it), so one answer lists every problem. Such a
 * rule sees the raw values, so it may only test which fields are present.
 */
export const EVEN_AFTER_FIELD_PROBLEMS = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value),
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);

/**
 * The row a path's UUID names, found by `find` (which scopes it to the caller: its account, its parent),
 * or a 404 naming `what`. An id that is no UUID is an unknown id, never a database error.
 */
export async function requireByUuid<T>(id: string, what: string, find: (id: string) => Promise<T | null>): Promise<T> {
  const row = isUuid(id) ? await find(id.toLowerCase()) : null;
  if (!row) throw errors.notFound(what);
  return row;
}

/** A `where` fragment that finds a resource by UUID or slug, as the spec allows for projects, audiences and ads. */
export function idOrSlug(value: string): { id: string } | { slug: string } {
  // Text no row can have (NUL, lone surrogates, over-long) finds nothing rather than upsetting the database.
  if (typeof value !== "string" || !isStorableText(value) || value.length > 200) return { id: "00000000-0000-0000-0000-000000000000" };
  return isUuid(value) ? { id: value.toLowerCase() } : { slug: value };
}

/**
 * A stored text column whose values are one of `allowed` (the database keeps them as plain text): the
 * value with its literal type for the response shapes, or an error when a row breaks that invariant.
 */
export function storedEnum<T extends string>(allowed: readonly T[], value: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new Error(`stored value "${value}" is not one of ${allowed.join(", ")}`);
  return found;
}
