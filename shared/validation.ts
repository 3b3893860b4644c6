import { z } from "zod";

/**
 * Input rules the browser runs too (the web app's forms check with the server's own schemas): a zod
 * error as one detail string per problem, with the closest known field for an unknown key, and the
 * id-or-slug reference of request bodies. The server's own rules are in server/validation.ts.
 */

/** A reference to a project, audience or ad in a body (`audience_id`): its UUID or its slug, as their paths take. */
export const idOrSlugRef = z.string().trim().min(1, "is required").max(200);

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
