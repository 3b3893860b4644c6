import { z } from "zod";
import { errors } from "./errors";

/**
 * One detail string per problem, prefixed with the field path: `description: must contain at least 30 words`.
 * A closed object's unknown keys are one problem each, with the closest known field of `schema` at that
 * path when one is close: `ad.placement: unknown field; did you mean placements?`.
 */
export function zodDetails(error: z.ZodError, prefix?: string, schema?: z.ZodType): string[] {
  return error.issues.flatMap((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    if (issue.code === "unrecognized_keys") {
      const known = schema ? knownKeysAt(schema, issue.path) : [];
      return issue.keys.map((key) => `${path ? `${path}.` : ""}${unknownFieldProblem(key, known)}`);
    }
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** `placement: unknown field; did you mean placements?` (no suggestion when no known field is close). */
export function unknownFieldProblem(key: string, known: readonly string[]): string {
  const closest = closestKey(key, known);
  return `${key}: unknown field${closest ? `; did you mean ${closest}?` : ""}`;
}

// Case, `_` and `-` do not count: `variantCount` is `variant_count`.
const normalized = (key: string) => key.toLowerCase().replace(/[_\s-]/g, "");

/**
 * The known key closest to `key` by edit distance, when it is close: at most one edit in three characters
 * (at least one), or `key` (singular or plural) followed by `_...` (`audience` -> `audience_id`,
 * `variants` -> `variant_count`).
 */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const wanted = normalized(key);
  const stem = key.toLowerCase().replace(/s$/, "");
  let best: { key: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(wanted, normalized(candidate));
    const close = distance <= Math.max(1, Math.floor(wanted.length / 3)) || (stem.length >= 3 && candidate.startsWith(`${stem}_`));
    if (close && (!best || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

/** Edit distance: insertions, deletions, substitutions and swaps of two neighbours (`nmae` -> `name` is one). */
function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length];
}

type SchemaDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

/** The keys of the object(s) `schema` expects at `path`, through wrappers, pipes, arrays, records and unions. */
function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const def = schema._zod.def as unknown as SchemaDef;
  const [head, ...rest] = path;
  const inner = (next: z.ZodType | undefined, nextPath = path) => (next ? knownKeysAt(next, nextPath) : []);
  switch (def.type) {
    case "object":
      return head === undefined ? Object.keys(def.shape!) : inner(def.shape![String(head)], rest);
    case "array":
      return inner(def.element, rest);
    case "record":
      return inner(def.valueType, rest);
    case "pipe":
      return [...inner(def.in), ...inner(def.out)];
    case "union":
      return def.options!.flatMap((option) => knownKeysAt(option, path));
    case "intersection":
      return [...inner(def.left), ...inner(def.right)];
    case "lazy":
      return inner(def.getter!());
    default:
      // optional, nullable, default, prefault, readonly, catch, nonoptional: the wrapped schema.
      return inner(def.innerType);
  }
}

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

/** A reference to a project, audience or ad in a body (`audience_id`): its UUID or its slug, as their paths take. */
export const idOrSlugRef = z.string().trim().min(1, "is required").max(200);

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);

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
