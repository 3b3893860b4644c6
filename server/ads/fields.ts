import { z } from "zod";
import { errors } from "../errors";
import { closestKey } from "../../shared/validation";

/**
 * The `fields` query parameter of the ad answers (`?fields=id,status,files.placement,files.qa`): dotted
 * paths into the ad JSON, checked against its schema so a typo is a 422 naming it with the closest field,
 * then applied to each ad. An array's path applies to each of its items (`files.qa` keeps every file's qa).
 */
export type FieldTree = Map<string, FieldTree | true>;

/** The object schema under wrappers (nullable, optional, arrays), or null for a leaf. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  let s: z.ZodType = schema;
  for (;;) {
    if (s instanceof z.ZodNullable || s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodArray) s = s.element as z.ZodType;
    else break;
  }
  return s instanceof z.ZodObject ? (s.shape as Record<string, z.ZodType>) : null;
}

/** The tree of `fields` (null when absent or empty), every problem named at once: `fields: unknown field "stauts"; did you mean status?`. */
export function parseFields(fields: string | null | undefined, schema: z.ZodType): FieldTree | null {
  const paths = (fields ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  if (!paths.length) return null;
  const tree: FieldTree = new Map();
  const problems: string[] = [];
  for (const path of paths) {
    const parts = path.split(".");
    const problem = pathProblem(parts, schema);
    if (problem) problems.push(`fields: ${problem}`);
    else insert(tree, parts);
  }
  if (problems.length) throw errors.validation(problems);
  return tree;
}

/** Why a dotted path names no field of `schema` (null when it does). */
function pathProblem(parts: string[], schema: z.ZodType): string | null {
  let shape = objectShape(schema);
  for (const [i, part] of parts.entries()) {
    const at = parts.slice(0, i).join(".");
    if (!shape) return `"${at}" has no fields under it ("${parts.join(".")}")`;
    if (!(part in shape)) {
      const closest = closestKey(part, Object.keys(shape));
      return `unknown field "${parts.join(".")}"${closest ? `; did you mean ${[at, closest].filter(Boolean).join(".")}?` : ""}`;
    }
    shape = objectShape(shape[part]);
  }
  return null;
}

/** Adds a valid path to the tree; a field asked for whole stays whole. */
function insert(tree: FieldTree, parts: string[]) {
  let node = tree;
  for (const [i, part] of parts.entries()) {
    const next = node.get(part);
    if (next === true) return;
    if (i === parts.length - 1) return void node.set(part, true);
    const child: FieldTree = next ?? new Map();
    node.set(part, child);
    node = child;
  }
}

/** Only the fields of `tree`, applied to a value (each item of an array). */
export function pickFields(value: unknown, tree: FieldTree): unknown {
  if (Array.isArray(value)) return value.map((item) => pickFields(item, tree));
  if (value === null || typeof value !== "object") return value;
  const source = value as Record<string, unknown>;
  return Object.fromEntries(
    [...tree].filter(([key]) => key in source).map(([key, sub]) => [key, sub === true ? source[key] : pickFields(source[key], sub)]),
  );
}
