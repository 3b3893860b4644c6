import { z } from "zod";
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import { errorBody } from "../openapi/document";
import { IDEMPOTENCY_ARG, MAX_FLAT_WAIT_SECONDS, WAIT_ARG } from "../operations/flat-args";
import { pathParamNames, successStatus, type Operation } from "../operations/operation";
import { idDescription } from "../resources";

/**
 * MCP tools derived from the operation definitions: one tool per operation, named by its `tool`, with
 * flat arguments (the path's ids by their names, `project_id` and `ad_id` taking a UUID or a
 * slug, then the query's and the body's fields under the spec's names: server/operations/flat-args.ts),
 * the REST JSON as its output, a title, annotations and a description that ends with what it returns.
 */

type JsonSchema = Record<string, unknown>;
export type ToolDescriptor = {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
  annotations: ToolAnnotations;
  _meta?: Record<string, unknown>;
};

/** A zod schema as one self-contained JSON Schema (its named shapes in `$defs`, which MCP clients resolve in place). */
export function toJson(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  // A named root shape (the AdRequest component) comes as a $ref into $defs: inline it, so its fields
  // become the tool's flat arguments.
  const defs = rest.$defs as Record<string, JsonSchema> | undefined;
  const root = typeof rest.$ref === "string" && rest.$ref.startsWith("#/$defs/") ? rest.$ref.slice("#/$defs/".length) : undefined;
  if (!root || !defs?.[root]) return rest;
  const { [root]: inlined, ...others } = defs;
  return { ...inlined, ...(Object.keys(others).length ? { $defs: others } : {}) };
}

export const idempotencyProperty = {
  type: "string",
  minLength: 1,
  maxLength: 255,
  description: "Makes a retry safe: a call again with the same key answers the first call's result and does nothing (charges nothing) again",
};
const waitProperty = {
  type: "integer",
  minimum: 0,
  maximum: MAX_FLAT_WAIT_SECONDS,
  default: 0,
  description:
    `Seconds to wait, at most ${MAX_FLAT_WAIT_SECONDS}, while an ad of the answer is still generating: it comes as soon as every ad is ready or failed, ` +
    "or with the current state when the time is up (0: answer at once). One call instead of polling.",
};

function inputSchemaOf(op: Operation): JsonSchema {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const defs: Record<string, unknown> = {};
  for (const name of pathParamNames(op.path)) {
    properties[name] = { type: "string", description: idDescription(name) };
    required.push(name);
  }
  const body = op.body && "schema" in op.body ? op.body.schema : undefined;
  for (const part of [op.query, body]) {
    if (!part) continue;
    const json = toJson(part, "input") as { properties?: Record<string, unknown>; required?: string[]; $defs?: Record<string, unknown> };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      if (name in properties) throw new Error(`${op.tool}: the argument ${name} is both a path id and a field`);
      properties[name] = schema;
    }
    if (part === body) required.push(...(json.required ?? []));
    Object.assign(defs, json.$defs);
  }
  // A body that is a free map (external identifiers) takes its entries as the arguments beside the ids.
  const map = body ? (toJson(body, "input") as { properties?: unknown; additionalProperties?: unknown }) : {};
  const extra = !map.properties && map.additionalProperties ? { additionalProperties: map.additionalProperties } : {};
  if (op.idempotent) properties[IDEMPOTENCY_ARG] = idempotencyProperty;
  if (op.waits) properties[WAIT_ARG] = waitProperty;
  return { type: "object", properties, required, ...extra, ...(Object.keys(defs).length ? { $defs: defs } : {}) };
}

/** The answer of a tool whose operation answers 204 No Content. */
export const deletedJson = z.object({ deleted: z.literal(true).describe("The resource is gone") });

/** An output schema: the tool's answer or, for an `isError` result, the spec's error body (clients validate both). */
export function outputSchemaFrom(body: JsonSchema): JsonSchema {
  const { $defs, ...json } = body;
  return { type: "object", anyOf: [json, errorBody], ...($defs ? { $defs } : {}) };
}

/** The REST body of a success (under its key, as REST sends it), `{ deleted: true }` for a 204. */
function outputSchemaOf(op: Operation): JsonSchema {
  const success = op.responses[successStatus(op)];
  if (!success?.schema) return outputSchemaFrom(toJson(deletedJson, "output"));
  const { $defs, ...json } = toJson(success.schema, "output");
  const body = success.key ? { type: "object", required: [success.key], properties: { [success.key]: json } } : json;
  return outputSchemaFrom({ ...body, ...($defs ? { $defs } : {}) });
}

/** `get_ad_batch` -> "Get ad batch". */
export const titleOf = (tool: string) => (tool[0].toUpperCase() + tool.slice(1)).replaceAll("_", " ");

/**
 * Annotations from the method (GET only reads; DELETE, PUT and PATCH overwrite or remove and can be
 * repeated; POST adds and cannot), corrected by the definition's `hints`; adlab is a closed world unless a
 * definition says it reaches outside.
 */
function annotationsOf(op: Operation): ToolAnnotations {
  const reads = op.method === "get";
  return {
    readOnlyHint: reads,
    destructiveHint: op.hints?.destructive ?? (op.method === "delete" || op.method === "put" || op.method === "patch"),
    idempotentHint: op.hints?.idempotent ?? op.method !== "post",
    openWorldHint: op.hints?.openWorld ?? false,
  };
}

/** The sentence of what a tool returns: its success's description (a creation's, where a replay answers 200), and the key it comes under. */
function returnsOf(op: Operation): string {
  const success = op.responses[201] ?? op.responses[202] ?? op.responses[successStatus(op)];
  if (!success?.schema) return "Returns `{ deleted: true }`.";
  const what = success.description.replace(/^[A-Z](?=[a-z ])/, (c) => c.toLowerCase()).replace(/\.$/, "");
  return `Returns ${what}${success.key ? ` (under \`${success.key}\`)` : ""}.`;
}

export function describeTool(op: Operation): ToolDescriptor {
  const description = [op.summary.replace(/\.?$/, "."), op.description ?? "", returnsOf(op)].filter(Boolean).join(" ");
  return {
    name: op.tool,
    title: op.title ?? titleOf(op.tool),
    description,
    inputSchema: inputSchemaOf(op),
    outputSchema: outputSchemaOf(op),
    annotations: annotationsOf(op),
  };
}
