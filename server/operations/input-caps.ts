import type { z } from "zod";
import { operations } from "./index";
import type { Operation } from "./operation";

/**
 * The cap of every input field of every JSON operation, read from the zod schemas that validate it (the
 * body and the query; path ids are capped where they are looked up, server/validation.ts `idOrSlug`).
 * Every front (REST, GraphQL, tRPC, MCP) validates with these schemas before the service runs, so one
 * table says what each front accepts (docs/security.md is generated from it) and one test holds the rule
 * that makes a cap worth having: it is checked before any costly work.
 *
 * The rule, per field:
 * - text has a length cap; when a refinement or a pattern follows (a word count, a language tag, a
 *   regex), the cap comes first and stops the parse (`.max(n, { abort: true })`), so an over-long text is
 *   refused without being segmented or matched;
 * - a list has a length cap, a number both bounds;
 * - free maps (`metadata`, `font_preferences`) are capped as a whole by the body (1 MB) and nesting (20).
 */
export type CapRow = { field: string; cap: string; tools: string[] };

type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; maximum?: number; minimum?: number; value?: unknown; abort?: boolean; format?: string } } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

// Fixed-shape formats: their own pattern bounds what they read (a UUID, an ISO date or date-time).
const FIXED_FORMATS = new Set(["uuid", "datetime", "date", "guid"]);
// Anchored at both ends, with no unbounded repetition (`*`, `+`, `{n,}`).
const BOUNDED_PATTERN = /^\^(?:[^*+{\\]|\\.|\{\d+(?:,\d+)?\})*\$$/;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

type Leaf = { field: string; cap: string; problem?: string };

const number = (n: number) => n.toLocaleString("en-US");

function textLeaf(field: string, def: Def): Leaf {
  const checks = checksOf(def);
  const max = checks.findIndex((check) => check.check === "max_length");
  const costly = checks.findIndex((check) => check.check === "custom" || check.check === "string_format");
  if (max < 0) {
    if (def.format && FIXED_FORMATS.has(def.format)) return { field, cap: `a ${def.format}` };
    // An anchored pattern of bounded length (`^[A-Z]{3}$`) stops at the first character it cannot match.
    const pattern = checks.find((check) => check.check === "string_format" && check.format === "regex") as { pattern?: RegExp } | undefined;
    if (pattern?.pattern && BOUNDED_PATTERN.test(pattern.pattern.source)) return { field, cap: `pattern \`${pattern.pattern.source}\`` };
    return { field, cap: "none", problem: `${field}: text without a length cap` };
  }
  const cap = `${number(checks[max].maximum!)} characters`;
  if (costly >= 0 && (costly < max || !checks[max].abort)) return { field, cap, problem: `${field}: a refinement or pattern runs before its length cap stops the parse (use .max(n, { abort: true }) first)` };
  return { field, cap };
}

function boundsOf(def: Def): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of checksOf(def)) {
    if (check.check === "greater_than") bounds.min = Number(check.value);
    if (check.check === "less_than") bounds.max = Number(check.value);
  }
  return bounds;
}

/** The leaves (text, lists, numbers, maps) of an input schema, with their caps and what breaks the rule. */
function leaves(schema: z.ZodType, field: string): Leaf[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return leaves(def.innerType!, field);
  switch (def.type) {
    case "object":
      return Object.entries(def.shape!).flatMap(([key, child]) => leaves(child, field ? `${field}.${key}` : key));
    case "pipe":
      // What is parsed first is what a client sends; a transform's output is already checked.
      if (defOf(def.out!).type === "transform") return leaves(def.in!, field);
      return pipeLeaves(leaves(def.in!, field), leaves(def.out!, field));
    case "union":
      return def.options!.flatMap((option) => leaves(option, field));
    case "lazy":
      return leaves(def.getter!(), field);
    case "array": {
      const max = checksOf(def).find((check) => check.check === "max_length")?.maximum;
      const list: Leaf = max === undefined ? { field, cap: "none", problem: `${field}: a list without a length cap` } : { field, cap: `${number(max)} items` };
      return [list, ...leaves(def.element!, `${field}[]`)];
    }
    case "record": {
      const free = defOf(def.valueType!).type === "unknown";
      if (free) return [{ field, cap: "free map: the body's 1 MB and 20 levels of nesting" }];
      return [{ field, cap: "map: its keys checked by its refinement, its values below" }, ...leaves(def.valueType!, `${field}.*`)];
    }
    case "string":
      return [textLeaf(field, def)];
    case "number": {
      const { min, max } = boundsOf(def);
      if (min === undefined || max === undefined) return [{ field, cap: "unbounded", problem: `${field}: a number without both bounds` }];
      return [{ field, cap: `${number(min)} … ${number(max)}` }];
    }
    default:
      // enum, literal, boolean, transform: a closed set of values, or nothing a client sends.
      return [];
  }
}

/**
 * What a client sends to a pipe is read by its input schema, then checked again by its output's: a money
 * string or number (`12.5`) turned into a string that a bounded pattern checks. A capped output caps it.
 */
function pipeLeaves(input: Leaf[], output: Leaf[]): Leaf[] {
  const capped = output.length === 1 && !output[0].problem;
  return capped ? [{ field: output[0].field, cap: output[0].cap }] : [...input, ...output.filter((leaf) => leaf.problem)];
}

function operationLeaves(op: Operation): Leaf[] {
  const body = op.body && "schema" in op.body ? leaves(op.body.schema, op.body.key ?? "") : [];
  const query = op.query ? leaves(op.query, "").map((leaf) => ({ ...leaf, field: `?${leaf.field}` })) : [];
  return [...body, ...query];
}

/** Every field that breaks the rule above, by operation (`create_project: description: ...`). */
export function capProblems(list: readonly Operation[] = operations): string[] {
  return list.flatMap((op) => operationLeaves(op).flatMap((leaf) => (leaf.problem ? [`${op.tool}: ${leaf.problem}`] : [])));
}

/** One row per field and cap, with the operations that take it, in the manifest's order. */
export function capRows(list: readonly Operation[] = operations): CapRow[] {
  const rows = new Map<string, CapRow>();
  for (const op of list) {
    for (const leaf of operationLeaves(op)) {
      const key = `${leaf.field}\n${leaf.cap}`;
      const row = rows.get(key) ?? rows.set(key, { field: leaf.field, cap: leaf.cap, tools: [] }).get(key)!;
      if (!row.tools.includes(op.tool)) row.tools.push(op.tool);
    }
  }
  return [...rows.values()];
}

/** The table of docs/security.md: field, cap, operations. */
export function capTable(list: readonly Operation[] = operations): string {
  // A pattern's `|` would end the table's cell.
  const lines = capRows(list).map((row) => `| \`${row.field}\` | ${row.cap.replaceAll("|", "\\|")} | ${row.tools.join(", ")} |`);
  return ["| field | cap | operations |", "|---|---|---|", ...lines].join("\n");
}
