import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../http/pagination";
import { idDescription } from "../resources";
import { notFound, uniqueConflict, type Endpoint } from "./registry";

/**
 * One endpoint as an OpenAPI operation: its declared responses plus the ones every endpoint of its kind
 * can answer (docs/decisions.md, "The OpenAPI document"), each error with the error body, and the
 * conventions' headers and parameters. The document is therefore as complete as the HTTP entry is uniform.
 */

const ref = (kind: "schemas" | "responses" | "headers" | "parameters", name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** Named shapes (`.meta({ id })`, e.g. Ad, Project) land in `components.schemas`; the schema refers to them. */
export type ComponentSchemas = Record<string, unknown>;

const toComponentRefs = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'));

/**
 * The scalar formats every resource repeats (ids, timestamps, dates), each one shared component instead of
 * its long pattern inline hundreds of times; a field's own description stays beside the reference.
 */
export const SCALAR_COMPONENTS: Record<string, { format: string; schema: Record<string, unknown> }> = {
  Id: { format: "uuid", schema: { type: "string", format: "uuid", description: "A UUID" } },
  DateTime: { format: "date-time", schema: { type: "string", format: "date-time", description: "An ISO 8601 timestamp, e.g. `2026-05-01T09:30:00.000Z` (answers are in UTC)" } },
  Date: { format: "date", schema: { type: "string", format: "date", description: "A calendar day, `YYYY-MM-DD`" } },
};
const SCALAR_BY_FORMAT = new Map(Object.entries(SCALAR_COMPONENTS).map(([name, { format }]) => [format, name]));

/**
 * A nullable scalar as zod writes it, `anyOf: [{ type, description? }, { type: "null" }]`, as one
 * `type: [type, "null"]` with the descriptions joined; anything else unchanged.
 */
function nullableScalar(node: Record<string, unknown>): Record<string, unknown> {
  const options = node.anyOf as Record<string, unknown>[] | undefined;
  if (!Array.isArray(options) || options.length !== 2) return node;
  const scalar = options.find((o) => o.type !== "null");
  const plain = (o: Record<string, unknown> | undefined) => !!o && typeof o.type === "string" && Object.keys(o).every((k) => k === "type" || k === "description");
  if (!options.some((o) => o.type === "null" && Object.keys(o).length === 1) || !plain(scalar)) return node;
  const { anyOf: _anyOf, ...own } = node;
  const description = [own.description, scalar!.description].filter(Boolean).join(" (") + (own.description && scalar!.description ? ")" : "");
  return { ...own, type: [scalar!.type, "null"], ...(description ? { description } : {}) };
}

function sharedScalars(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sharedScalars);
  if (!value || typeof value !== "object") return value;
  // zod writes every integer's safe-integer range out: it says nothing a reader needs.
  const bounds = (key: string, v: unknown) => (key === "minimum" && v === Number.MIN_SAFE_INTEGER) || (key === "maximum" && v === Number.MAX_SAFE_INTEGER);
  // Nor does a record's `propertyNames: { type: "string" }`: JSON keys are strings.
  const stringKeys = (key: string, v: unknown) => key === "propertyNames" && JSON.stringify(v) === '{"type":"string"}';
  // The children first, so a nullable integer without its bounds is a plain nullable scalar.
  const node = nullableScalar(
    Object.fromEntries(
      Object.entries(value)
        .filter(([key, child]) => !bounds(key, child) && !stringKeys(key, child))
        .map(([key, child]) => [key, sharedScalars(child)]),
    ),
  );
  const shared = node.type === "string" && typeof node.format === "string" ? SCALAR_BY_FORMAT.get(node.format) : undefined;
  if (!shared) return node;
  const { type: _type, format: _format, pattern: _pattern, ...own } = node;
  return { $ref: `#/components/schemas/${shared}`, ...own };
}

/**
 * An answer may gain fields (clients must ignore unknown ones), so response shapes are not closed: zod's
 * `additionalProperties: false` of an output object is left out. Requests stay closed (strict inputs).
 * The API tests still hold every answer to its documented fields (tests/helpers/openapi-check.ts).
 */
function openObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(openObjects);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).filter(([key, child]) => !(key === "additionalProperties" && child === false)).map(([key, child]) => [key, openObjects(child)]));
}

/** A zod schema as JSON Schema, with its named shapes moved into `components`. */
export function jsonSchema(schema: z.ZodType, io: "input" | "output", components: ComponentSchemas) {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;
  const { $schema: _schema, $defs, ...rest } = (io === "output" ? openObjects(sharedScalars(converted)) : sharedScalars(converted)) as Record<string, unknown>;
  if ($defs) Object.assign(components, toComponentRefs($defs));
  return toComponentRefs(rest);
}

const wrap = (key: string | undefined, schema: Record<string, unknown>) =>
  key ? { type: "object", required: [key], properties: { [key]: schema } } : schema;

const CONVENTION_HEADERS = { "X-Request-Id": ref("headers", "X-Request-Id") };
const LIMIT_HEADERS = Object.fromEntries(["RateLimit-Policy", "RateLimit", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"].map((h) => [h, ref("headers", h)]));

function responseOf(endpoint: Endpoint, status: number, response: Endpoint["responses"][number], components: ComponentSchemas) {
  // An error with nothing of its own but its description refers to the shared one (headers and body once;
  // OpenAPI 3.1 lets the reference carry the description).
  const plainError = status >= 400 && !response.schema && !response.contentType && !response.headers?.length && endpoint.auth !== false;
  if (plainError && response === uniqueConflict) return ref("responses", "Conflict");
  if (plainError && response === notFound) return ref("responses", "NotFound");
  if (plainError) return { ...ref("responses", "Error"), description: response.description };
  const types = [response.contentType ?? "application/json"].flat();
  const schema = response.schema
    ? wrap(response.key, jsonSchema(response.schema, "output", components))
    : status >= 400
      ? ref("schemas", "Error")
      : response.contentType
        ? { type: "string", format: "binary" }
        : undefined;
  // X-Request-Id and the rate-limit headers of a success are said once, in the document's description
  // (every answer carries them); errors list X-Request-Id, and the rate-limit headers where a 429 is
  // answered (the `default` answer, or an operation's own 429).
  const headers: Record<string, unknown> = status >= 400 ? { ...CONVENTION_HEADERS, ...(status === 429 && endpoint.auth !== false ? LIMIT_HEADERS : {}) } : {};
  for (const name of response.headers ?? []) headers[name] = ref("headers", name);
  if (endpoint.idempotent && status < 300) headers["Idempotent-Replayed"] = ref("headers", "Idempotent-Replayed");
  return {
    description: response.description,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(schema ? { content: Object.fromEntries(types.map((type) => [type, { schema }])) } : {}),
  };
}

/** A defined operation's id is its tool's name in camelCase (`create_audience` -> `createAudience`), as GraphQL names its field. */
function operationIdOf(endpoint: Endpoint, path: string): string {
  const tool = (endpoint as { tool?: string }).tool;
  if (tool) return camelCase(tool);
  const method = endpoint.method;
  const words = path
    .replace(/^\/api\/v1\//, "")
    .replace(/\{(\w+)\}/g, "by_$1")
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

/**
 * The page parameters every list shares: components, so their description (the conventions of a page) is
 * written once instead of in each list's description.
 */
export const PAGE_PARAMETERS: Record<string, Record<string, unknown>> = {
  limit: {
    name: "limit",
    in: "query",
    required: false,
    description: `Items per page, ${DEFAULT_PAGE_SIZE} by default; lists are newest first`,
    schema: { type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  },
  cursor: {
    name: "cursor",
    in: "query",
    required: false,
    description: "The `next_cursor` of the previous page (it is null on the last page); omit it for the first page",
    schema: { type: "string" },
  },
};

export const camelCase = (snake: string) => snake.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * Path parameters: the ids shared by many paths (`project_id`, `ad_id`, ...) are parameter components
 * the operation refers to (`parameters` collects the ones used); one with its own schema stays inline.
 */
export function pathParameters(endpoint: Endpoint, path: string, components: ComponentSchemas, parameters: Record<string, unknown>) {
  const pathSchemas = (endpoint.params ? jsonSchema(endpoint.params, "input", components).properties : {}) as Record<string, unknown>;
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const description = idDescription(name) ?? (pathSchemas[name] ? `The ${name}` : undefined);
    if (!description) throw new Error(`${path}: the path id ${name} is no resource's (server/resources.ts)`);
    const param = { name, in: "path", required: true, schema: pathSchemas[name] ?? { type: "string" }, description };
    if (pathSchemas[name]) return param;
    parameters[name] = param;
    return ref("parameters", name);
  });
}

/**
 * One endpoint as an OpenAPI operation, under its resource's tag (server/resources.ts). Its path parameters (pathParameters) are the path item's, said
 * once for every method of the path; `hasPathParams` adds the 404 a missing resource answers.
 */
export function operation(endpoint: Endpoint, tag: string, path: string, components: ComponentSchemas, hasPathParams: boolean) {
  const queryParams = endpoint.query
    ? Object.entries((jsonSchema(endpoint.query, "input", components).properties ?? {}) as Record<string, Record<string, unknown>>).map(([name, schema]) => {
        if (PAGE_PARAMETERS[name] && "cursor" in endpoint.query!.shape) return ref("parameters", name);
        const { description, ...rest } = schema;
        // Optional, as query parameters are unless they say otherwise.
        return { name, in: "query", ...(typeof description === "string" ? { description } : {}), schema: rest };
      })
    : [];
  const jsonGet = endpoint.method === "get" && endpoint.responses[200] && !endpoint.responses[200].contentType;
  const headerParams = [
    ...(endpoint.idempotent ? [ref("parameters", "Idempotency-Key")] : []),
    ...(jsonGet ? [ref("parameters", "If-None-Match")] : []),
    ...(endpoint.waits ? [ref("parameters", "Prefer")] : []),
  ];

  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(endpoint.responses)) responses[status] = responseOf(endpoint, Number(status), response, components);
  // What the one HTTP entry answers for every endpoint of this kind (server/http/api-route.ts, body.ts):
  // its own statuses, and `default` for the errors every endpoint answers alike (400 invalid_json, 401,
  // 413, 429, 500), said once (docs/decisions.md, "The OpenAPI document").
  if (jsonGet) responses["304"] ??= ref("responses", "NotModified");
  // The plain 404 of a path naming a missing resource and the 422 `validation_failed` of any input are
  // said once, by `default`; an operation keeps one 4xx in any case, as lint asks.
  const plainNotFound = JSON.stringify(responses["404"]) === JSON.stringify(ref("responses", "NotFound"));
  const otherError = Object.keys(responses).some((status) => status.startsWith("4") && status !== "404");
  if (plainNotFound && otherError) delete responses["404"];
  else if (hasPathParams) responses["404"] ??= ref("responses", "NotFound");
  else if (!Object.keys(responses).some((status) => status.startsWith("4"))) responses["422"] = ref("responses", "ValidationFailed");
  responses.default = ref("responses", "Default");

  // The HTTP-only part of a definition's description (server/operations/operation.ts `http`).
  const http = (endpoint as { http?: string }).http;
  const op: Record<string, unknown> = {
    summary: endpoint.summary,
    // The conventions (pages, ETags, the wrapped body, 204) are said by the shared parameters and responses.
    ...(endpoint.description || http ? { description: [endpoint.description, http].filter(Boolean).join(" ") } : {}),
    tags: [tag],
    operationId: operationIdOf(endpoint, path),
    ...(queryParams.length + headerParams.length ? { parameters: [...queryParams, ...headerParams] } : {}),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => (a === "default" ? 1 : b === "default" ? -1 : Number(a) - Number(b)))),
  };
  if (endpoint.auth === false) op.security = [];
  if (endpoint.body) {
    op.requestBody =
      "multipart" in endpoint.body
        ? {
            required: true,
            content: { "multipart/form-data": { schema: jsonSchema(endpoint.body.multipart, "input", components), ...(endpoint.body.encoding ? { encoding: endpoint.body.encoding } : {}) } },
          }
        : { required: true, content: { "application/json": { schema: wrap(endpoint.body.key, jsonSchema(endpoint.body.schema, "input", components)) } } };
  }
  return op;
}
