import { config } from "../config";
import { MAX_WAIT_SECONDS } from "../ads/wait";
import { PAGE_PARAMETERS, SCALAR_COMPONENTS, operation, pathParameters, type ComponentSchemas } from "./operation";
import { uniqueConflict, type Endpoint } from "./registry";
import { resourceList } from "../resources";


export const errorBody = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", description: "Machine-readable, e.g. `not_found`, `validation_failed`, `invalid_json`, `rate_limited`" },
        message: { type: "string" },
        details: { type: "array", items: { type: "string" }, description: "One entry per problem (validation)" },
        request_id: { type: "string", description: "The request's X-Request-Id, to quote when reporting a problem" },
      },
    },
  },
};

const errorContent = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
const requestId = { "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" } };
const limitHeaders = Object.fromEntries(
  ["RateLimit-Policy", "RateLimit", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"].map((h) => [h, { $ref: `#/components/headers/${h}` }]),
);
const errorResponse = (description: string, extra: Record<string, unknown> = {}) => ({
  description,
  headers: { ...requestId, ...extra },
  content: errorContent,
});
const header = (description: string, schema: Record<string, unknown> = { type: "string" }) => ({ description, schema });

type PathOperation = { responses: Record<string, unknown>; parameters?: Record<string, unknown>[] };
const operationsOf = (paths: Record<string, Record<string, unknown>>) =>
  Object.values(paths).flatMap((item) => Object.entries(item).filter(([method]) => method !== "parameters").map(([, op]) => op as PathOperation));
const pascal = (text: string) => text.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_m, _s, c: string) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, "");

/** A query parameter written the same in several operations (`fields`, `placement`) becomes one component, named after it. */
function shareRepeatedParameters(paths: Record<string, Record<string, unknown>>, parameters: Record<string, unknown>) {
  const operations = operationsOf(paths);
  const uses = new Map<string, number>();
  for (const op of operations) for (const param of op.parameters ?? []) if (!("$ref" in param)) uses.set(JSON.stringify(param), (uses.get(JSON.stringify(param)) ?? 0) + 1);
  for (const op of operations) {
    op.parameters = op.parameters?.map((param) => {
      const text = JSON.stringify(param);
      const name = param.name as string;
      if ((uses.get(text) ?? 0) < 2 || (name in parameters && JSON.stringify(parameters[name]) !== text)) return param;
      parameters[name] = param;
      return { $ref: `#/components/parameters/${name}` };
    });
  }
}

/**
 * A long enumeration written in several places (the placements, the webhook events)
 * becomes one schema component, named after the field that uses it first; a use keeps its description.
 */
function shareRepeatedEnums(parts: unknown[], schemas: Record<string, unknown>) {
  type Node = Record<string, unknown>;
  const isEnum = (node: Node) => node.type === "string" && Array.isArray(node.enum) && JSON.stringify(node.enum).length >= 80;
  const enumKey = (node: Node) => JSON.stringify({ type: node.type, enum: node.enum });
  const found = new Map<string, { count: number; field: string }>();
  const visit = (value: unknown, field: string, replace?: Map<string, string>): unknown => {
    if (Array.isArray(value)) return value.map((v) => visit(v, field, replace));
    if (!value || typeof value !== "object") return value;
    const node = value as Node;
    if (isEnum(node)) {
      const key = enumKey(node);
      if (!replace) found.set(key, { count: (found.get(key)?.count ?? 0) + 1, field: found.get(key)?.field ?? field });
      const name = replace?.get(key);
      if (name) {
        const { type: _type, enum: _enum, ...own } = node;
        return { $ref: `#/components/schemas/${name}`, ...own };
      }
    }
    for (const [key, child] of Object.entries(node)) {
      // An array's items are named after the array (`placements` -> Placement), a parameter's schema after
      // the parameter, a property after itself.
      const name = typeof node.in === "string" ? String(node.name) : key === "items" || key === "schema" || /^\d+$/.test(key) || key === "anyOf" ? field : key;
      node[key] = visit(child, name, replace);
    }
    return node;
  };
  for (const part of parts) visit(part, "");
  const names = new Map<string, string>();
  const added: Record<string, unknown> = {};
  for (const [key, { count, field }] of found) {
    if (count < 2) continue;
    const base = pascal(field.replace(/s$/, "")) || "Enum";
    let name = base;
    for (let i = 2; name in schemas || name in added; i++) name = `${base}${i}`;
    added[name] = JSON.parse(key);
    names.set(key, name);
  }
  for (const part of parts) visit(part, "", names);
  Object.assign(schemas, added);
}

/**
 * A named shape that extends another (AdBatchWithAds of AdBatch, WebhookWithSecret of Webhook) describes its
 * own fields only; the fields it shares are described once, on the shape it names.
 */
function describeExtensionsOnce(schemas: Record<string, unknown>) {
  type Shape = { description?: string; properties?: Record<string, Record<string, unknown>> };
  const shapes = Object.entries(schemas as Record<string, Shape>).filter(([, shape]) => shape.properties);
  for (const [name, shape] of shapes) {
    const extended = shapes.find(([other, base]) => {
      const shared = Object.keys(base.properties!);
      return other !== name && shared.length < Object.keys(shape.properties!).length && shared.every((key) => JSON.stringify(shape.properties![key]) === JSON.stringify(base.properties![key]));
    });
    if (!extended) continue;
    const [baseName, base] = extended;
    for (const key of Object.keys(base.properties!)) {
      const { description: _description, ...rest } = shape.properties![key];
      shape.properties![key] = rest;
    }
    shape.description = [shape.description, `The fields of ${baseName} (described there), and more.`].filter(Boolean).join(" ");
  }
}

/**
 * A success answer written the same in several operations (`{ project }` of GET, PATCH and from_url, a
 * file download's media types) becomes one component the operations refer to, named after its key.
 */
function shareRepeatedResponses(paths: Record<string, Record<string, unknown>>, components: Record<string, unknown>) {
  const operations = operationsOf(paths);
  const uses = new Map<string, number>();
  for (const op of operations) for (const response of Object.values(op.responses)) {
    const text = JSON.stringify(response);
    if (text.length > 80 && !text.startsWith('{"$ref"')) uses.set(text, (uses.get(text) ?? 0) + 1);
  }
  const names = new Map<string, string>();
  for (const [text, count] of uses) {
    if (count < 2) continue;
    const response = JSON.parse(text) as { description: string; content?: Record<string, { schema?: { required?: string[]; properties?: Record<string, unknown> } }> };
    const schema = response.content?.["application/json"]?.schema;
    const words = response.description.replace(/^the /i, "").split(/[;:(,]/)[0].split(/\s+/).slice(0, 3).join(" ");
    const key = schema?.properties?.next_cursor ? `${Object.keys(schema.properties)[0]}_page` : schema?.required?.length === 1 ? schema.required[0] : words;
    const taken = (candidate: string) => candidate in components || [...names.values()].includes(candidate);
    let name = [pascal(key), pascal(`${key} ${words}`)].find((candidate) => !taken(candidate)) ?? pascal(key);
    for (let i = 2; taken(name); i++) name = `${pascal(key)}${i}`;
    names.set(text, name);
    components[name] = response;
  }
  for (const op of operations) for (const [status, response] of Object.entries(op.responses)) {
    const name = names.get(JSON.stringify(response));
    if (name) op.responses[status] = { $ref: `#/components/responses/${name}` };
  }
}

/**
 * A create and an update body with the same fields (`project` of POST and PATCH) refer to one component,
 * `<Key>Fields`, with every field optional; the create adds what it requires beside the reference. Bodies
 * that differ only by the create's defaults (`ad_run`: an update changes only what it is sent) share the
 * fields without them; the field descriptions name the defaults that matter.
 */
function shareRequestFields(paths: Record<string, Record<string, unknown>>, components: Record<string, unknown>) {
  type Body = { type: "object"; required: string[]; properties: Record<string, { properties?: unknown; required?: string[]; $ref?: string }> };
  const bodies = Object.values(paths)
    .flatMap((item) => Object.values(item) as { requestBody?: { content: Record<string, { schema: Body }> } }[])
    .map((op) => op.requestBody?.content["application/json"]?.schema)
    .filter((body): body is Body => body?.required?.length === 1 && !!body.properties[body.required[0]]?.properties);
  const byFields = new Map<string, Body[]>();
  const fieldsOf = (body: Body) => {
    const { required: _required, ...fields } = body.properties[body.required[0]];
    return fields;
  };
  for (const body of bodies) {
    const text = JSON.stringify(fieldsOf(body), (key, value) => (key === "default" ? undefined : value));
    byFields.set(text, [...(byFields.get(text) ?? []), body]);
  }
  for (const [withoutDefaults, same] of byFields) {
    if (same.length < 2) continue;
    const key = same[0].required[0];
    const name = `${key.replace(/(^|_)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase())}Fields`;
    if (name in components) continue;
    const texts = new Set(same.map((body) => JSON.stringify(fieldsOf(body))));
    components[name] = JSON.parse(texts.size === 1 ? [...texts][0] : withoutDefaults);
    for (const body of same) {
      const required = body.properties[key].required;
      body.properties[key] = { $ref: `#/components/schemas/${name}`, ...(required?.length ? { required } : {}) };
    }
  }
}

/** The answers every operation shares (`default`) or several name (404, 409, 422, 304). */
const sharedResponses = (): Record<string, unknown> => ({
  NotModified: { description: "No body: nothing changed since the answer whose `ETag` the request sent in its `If-None-Match` header", headers: { ...requestId, ETag: { $ref: "#/components/headers/ETag" } } },
  NotFound: errorResponse("`not_found`: no such resource in this account"),
  Conflict: errorResponse(uniqueConflict.description),
  ValidationFailed: errorResponse("`validation_failed`, one detail per problem (other 422 codes are listed in the operation's description)"),
  Error: errorResponse("The error body; the operation's description of this status names the codes"),
  Default: errorResponse(
    "Any endpoint, with the error body: 400 `invalid_json` (a body that is empty, not JSON or nested too deep) or `invalid_body` (not UTF-8); " +
      "401 `unauthorized` (the bearer key is missing, not a Bearer scheme, unknown or revoked; the message says which; with `WWW-Authenticate`); " +
      "404 `not_found` (a path naming a resource this account does not have); 413 `payload_too_large` (over the route's limit); " +
      "422 `validation_failed` (an input refused: one detail per problem, every problem at once); " +
      "429 `rate_limited` (retry after `Retry-After` seconds); 500 `internal_error`",
    { ...limitHeaders, "Retry-After": { $ref: "#/components/headers/Retry-After" }, "WWW-Authenticate": { $ref: "#/components/headers/WWW-Authenticate" } },
  ),
});

/** The response headers the operations refer to. */
const sharedHeaders = (): Record<string, unknown> => ({
  "X-Request-Id": header("The request's id: the client's own when it sent a well-formed one (1-128 of `A-Za-z0-9._:-`), else a new UUID"),
  ETag: header("Weak entity tag of the body; send it as If-None-Match to get a 304 when nothing changed"),
  "Retry-After": header("Seconds to wait before trying again", { type: "integer" }),
  "RateLimit-Policy": header('The rate-limit policy, e.g. `"default";q=600;w=60`'),
  RateLimit: header('Remaining requests and seconds to the reset, e.g. `"default";r=599;t=60`'),
  "X-RateLimit-Limit": header("Requests allowed in the window", { type: "integer" }),
  "X-RateLimit-Remaining": header("Requests left in the window", { type: "integer" }),
  "X-RateLimit-Reset": header("When the window resets, in Unix epoch seconds", { type: "integer" }),
  "Idempotent-Replayed": header("`true` when this is the stored answer of an earlier request with the same idempotency key", { type: "string", enum: ["true"] }),
  "WWW-Authenticate": header('`Bearer realm="adlab"`'),
  Location: header("Where to download the file: a presigned bucket URL, valid for 5 minutes"),
});

let cached: Record<string, unknown> | undefined;

/** The OpenAPI 3.1 document served at /api/v1/openapi.json. */
export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  const shapes: ComponentSchemas = {};
  const parameterComponents: Record<string, unknown> = {};
  for (const { tag, operations } of resourceList) {
    for (const endpoint of operations) {
      const path = endpoint.path;
      const pathParams = pathParameters(endpoint, path, shapes, parameterComponents);
      // A path's parameters are the path item's, for all its methods.
      paths[path] ??= pathParams.length ? { parameters: pathParams } : {};
      paths[path][endpoint.method] = operation(endpoint, tag, path, shapes, pathParams.length > 0);
    }
  }
  const responses = sharedResponses();
  shareRepeatedResponses(paths, responses);
  shareRequestFields(paths, shapes);
  shareRepeatedParameters(paths, parameterComponents);
  shareRepeatedEnums([paths, shapes, parameterComponents], shapes);
  describeExtensionsOnce(shapes);
  cached = {
    openapi: "3.1.0",
    info: {
      title: "adlab Ad Creative Generation API",
      version: "1.0.0",
      description:
        "Generate still and video ad creatives, learn from results and track distribution. Authenticate with `Authorization: Bearer <API key>`. " +
        "Every response carries `X-Request-Id`; GETs of resources and lists carry a weak `ETag` (send it back in `If-None-Match` for a 304) and `Cache-Control: no-cache` (the styles catalog is cacheable); " +
        "rate-limited routes send the `RateLimit` and `X-RateLimit-*` headers on every answer, errors included; errors share one body, `{ error: { code, message, details?, request_id } }`.",
      contact: { name: "adlab API", url: config.baseUrl },
      license: { name: "Proprietary", identifier: "LicenseRef-adlab-proprietary" },
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    tags: resourceList.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "An adlab API key" } },
      schemas: { Error: errorBody, ...Object.fromEntries(Object.entries(SCALAR_COMPONENTS).map(([name, { schema }]) => [name, schema])), ...shapes },
      headers: sharedHeaders(),
      parameters: {
        ...parameterComponents,
        ...PAGE_PARAMETERS,
        "Idempotency-Key": {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "Makes a retry safe: the same key with the same body answers the first response (with `Idempotent-Replayed: true`); with a different body, 422 `idempotency_key_reused`.",
          schema: { type: "string", minLength: 1, maxLength: 255 },
        },
        Prefer: {
          name: "Prefer",
          in: "header",
          required: false,
          description:
            `\`wait=N\` (N <= ${MAX_WAIT_SECONDS}): answer when the state changes (the operation says which) or after N seconds (\`Preference-Applied: wait=N\`). ` +
            "With `If-None-Match` naming your ETag, the wait starts only if nothing changed since, and ends in a 304 if nothing did: one call per state change. " +
            "The ETag leaves progress points out (`.../ads/{id}/progress` has them).",
          schema: { type: "string", pattern: "^wait=\\d+$" },
        },
        "If-None-Match": {
          name: "If-None-Match",
          in: "header",
          required: false,
          description: "The ETag of a previous answer: 304 with no body when the resource is unchanged",
          schema: { type: "string" },
        },
      },
      responses,
    },
  };
  return cached;
}
