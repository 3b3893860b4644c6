import { z } from "zod";
import { errorBody } from "../openapi/document";
import { IDEMPOTENCY_ARG } from "../operations/flat-args";
import { pathParamNames, successStatus, type Operation } from "../operations/operation";
import { idDescription } from "../resources";

/**
 * MCP tools derived from the operation definitions: one tool per operation, named by its `tool`, with
 * flat arguments (the path's ids by their names, `project_id` and `ad_id` taking a UUID or a
 * slug, then the query's and the body's fields under the spec's names: server/operations/flat-args.ts) and
 * the REST JSON as its output.
 */

type JsonSchema = Record<string, unknown>;
export type ToolDescriptor = { name: string; description: string; inputSchema: JsonSchema; outputSchema?: JsonSchema };

/** A zod schema as one self-contained JSON Schema (its named shapes in `$defs`, which MCP clients resolve in place). */
function toJson(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  // A named root shape (the AdRequest component) comes as a $ref into $defs: inline it, so its fields
  // become the tool's flat arguments.
  const defs = rest.$defs as Record<string, JsonSchema> | undefined;
  const root = typeof rest.$ref === "string" && rest.$ref.startsWith("#/$defs/") ? rest.$ref.slice("#/$defs/".length) : undefined;
  if (!root || !defs?.[root]) return rest;
  const { [root]: inlined, ...others } = defs;
  return { ...inlined, ...(Object.keys(others).length ? { $defs: others } : {}) };
}

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
  if (op.idempotent) {
    properties[IDEMPOTENCY_ARG] = { type: "string", minLength: 1, maxLength: 255, description: "Makes a retry safe, as the Idempotency-Key header does on REST: the same key answers the first call and does nothing again" };
  }
  return { type: "object", properties, required, ...extra, ...(Object.keys(defs).length ? { $defs: defs } : {}) };
}

/** The REST body of a success (under its key, as REST sends it) or the spec's error body. */
function outputSchemaOf(op: Operation): JsonSchema | undefined {
  const success = op.responses[successStatus(op)];
  if (!success?.schema) return undefined;
  const { $defs, ...json } = toJson(success.schema, "output");
  const body = success.key ? { type: "object", required: [success.key], properties: { [success.key]: json } } : json;
  return { type: "object", anyOf: [body, errorBody], ...($defs ? { $defs } : {}) };
}

export function describeTool(op: Operation): ToolDescriptor {
  const outputSchema = outputSchemaOf(op);
  const description = [op.summary.replace(/\.?$/, "."), op.description ?? ""].join(" ").trim();
  return { name: op.tool, description, inputSchema: inputSchemaOf(op), ...(outputSchema ? { outputSchema } : {}) };
}
