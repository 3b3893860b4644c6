import { config } from "../config";
import { SCALAR_COMPONENTS, canonicalPath, operation, type ComponentSchemas } from "./operation";
import type { Endpoint } from "./registry";
import { operations } from "../operations";
import { accountEndpoints } from "../accounts/openapi";
import { adEndpoints } from "../ads/openapi";
import { adBatchEndpoints } from "../ad-batches/openapi";
import { assetEndpoints } from "../assets/openapi";
import { musicEndpoints } from "../music/openapi";

/**
 * The operations with a definition (server/operations), then the endpoints still described by hand:
 * signup, downloads and uploads, music.
 */
const endpoints: Endpoint[] = [...operations, ...accountEndpoints, ...adEndpoints, ...adBatchEndpoints, ...assetEndpoints, ...musicEndpoints];

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
  headers: { ...requestId, ...limitHeaders, ...extra },
  content: errorContent,
});
const header = (description: string, schema: Record<string, unknown> = { type: "string" }) => ({ description, schema });

const TAG_DESCRIPTIONS: Record<string, string> = {
  Account: "Signup, and the account behind the API key: token balance and the cost of each output.",
  Projects: "Brands or products that ads are made for, with their brand kit.",
  Audiences: "Who a project's ads speak to.",
  Assets: "Images uploaded to a project (logos, product photos) that ads draw.",
  Styles: "The catalog of templates and meme formats.",
  Music: "The soundtrack library of video ads.",
  Ads: "Generate still and video ads, poll them, download their files.",
  Distribution: "Where ads run (ad runs), what they did (observations) and external identifiers.",
  Learning: "Hypotheses, findings and experiments, and the brief that steers new ads.",
  Webhooks: "Signed notifications when an ad is ready or failed, a file rendered, a run's health changed or tokens ran low.",
};

let cached: Record<string, unknown> | undefined;

/** The OpenAPI 3.1 document served at /api/v1/openapi.json. */
export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  const shapes: ComponentSchemas = {};
  const pathParameters: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    const path = canonicalPath(endpoint.path);
    (paths[path] ??= {})[endpoint.method] = operation(endpoint, path, shapes, pathParameters);
  }
  cached = {
    openapi: "3.1.0",
    info: {
      title: "adlab Ad Creative Generation API",
      version: "1.0.0",
      description:
        "Generate still and video ad creatives, learn from results and track distribution. Authenticate with `Authorization: Bearer <API key>`. " +
        "Every response carries `X-Request-Id`; GETs of resources and lists carry a weak `ETag` (send it back in `If-None-Match` for a 304); " +
        "rate-limited routes send the `RateLimit` and `X-RateLimit-*` headers on every answer, errors included; errors share one body, `{ error: { code, message, details?, request_id } }`.",
      contact: { name: "adlab API", url: config.baseUrl },
      license: { name: "Proprietary", identifier: "LicenseRef-adlab-proprietary" },
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `${name} operations.` })),
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "An adlab API key" } },
      schemas: { Error: errorBody, ...Object.fromEntries(Object.entries(SCALAR_COMPONENTS).map(([name, { schema }]) => [name, schema])), ...shapes },
      headers: {
        "X-Request-Id": header("The request's id: the client's own when it sent a well-formed one (1-128 of `A-Za-z0-9._:-`), else a new UUID"),
        ETag: header("Weak entity tag of the body; send it as If-None-Match to get a 304 when nothing changed"),
        "Cache-Control": header("`no-cache` on resources that change (revalidate with If-None-Match); the styles catalog is cacheable"),
        "Retry-After": header("Seconds to wait before trying again", { type: "integer" }),
        "RateLimit-Policy": header('The rate-limit policy, e.g. `"default";q=600;w=60`'),
        RateLimit: header('Remaining requests and seconds to the reset, e.g. `"default";r=599;t=60`'),
        "X-RateLimit-Limit": header("Requests allowed in the window", { type: "integer" }),
        "X-RateLimit-Remaining": header("Requests left in the window", { type: "integer" }),
        "X-RateLimit-Reset": header("When the window resets, in Unix epoch seconds", { type: "integer" }),
        "Idempotent-Replayed": header("`true` when this is the stored answer of an earlier request with the same idempotency key", { type: "string", enum: ["true"] }),
        "WWW-Authenticate": header('`Bearer realm="adlab"`'),
        Location: header("Where to download the file: a presigned bucket URL, valid for 5 minutes"),
      },
      parameters: {
        ...pathParameters,
        "Idempotency-Key": {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "Makes a retry safe: the same key with the same body answers the first response (with `Idempotent-Replayed: true`); with a different body, 422 `idempotency_key_reused`.",
          schema: { type: "string", minLength: 1, maxLength: 255 },
        },
        "If-None-Match": {
          name: "If-None-Match",
          in: "header",
          required: false,
          description: "The ETag of a previous answer: 304 with no body when the resource is unchanged",
          schema: { type: "string" },
        },
      },
      responses: {
        NotModified: { description: "Unchanged since the ETag sent in If-None-Match (no body)", headers: { ...requestId, ...limitHeaders, ETag: { $ref: "#/components/headers/ETag" } } },
        InvalidJson: errorResponse("`invalid_json`: the body is empty, not JSON or nested too deep; `invalid_body`: not UTF-8 or unreadable"),
        Unauthorized: {
          description: "`unauthorized`: missing or invalid bearer token",
          headers: { ...requestId, "WWW-Authenticate": { $ref: "#/components/headers/WWW-Authenticate" } },
          content: errorContent,
        },
        PayloadTooLarge: errorResponse("`payload_too_large`: the body is over this route's limit"),
        ValidationFailed: errorResponse("`validation_failed`, one detail per problem (other 422 codes are listed in the operation's description)"),
        Error: errorResponse("The error body; the operation's description of this status names the codes"),
        RateLimited: errorResponse("`rate_limited`: too many requests; retry after `Retry-After` seconds", { "Retry-After": { $ref: "#/components/headers/Retry-After" } }),
      },
    },
  };
  return cached;
}
