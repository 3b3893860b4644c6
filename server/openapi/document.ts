import { z } from "zod";
import type { Endpoint } from "./registry";
import { accountEndpoints } from "../accounts/openapi";
import { projectEndpoints } from "../projects/openapi";
import { learningEndpoints } from "../learning/openapi";
import { adEndpoints } from "../ads/openapi";
import { audienceEndpoints } from "../audiences/openapi";
import { assetEndpoints } from "../assets/openapi";
import { styleEndpoints } from "../styles/openapi";
import { musicEndpoints } from "../music/openapi";
import { distributionEndpoints } from "../distribution/openapi";
import { webhookEndpoints } from "../webhooks/openapi";

/** Every resource's endpoints. Add new resources here. */
const endpoints: Endpoint[] = [...accountEndpoints, ...projectEndpoints, ...audienceEndpoints, ...assetEndpoints, ...styleEndpoints, ...musicEndpoints, ...distributionEndpoints, ...webhookEndpoints];
endpoints.push(...learningEndpoints);
endpoints.push(...adEndpoints);

const errorBody = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "string" }, message: { type: "string" }, details: { type: "array", items: { type: "string" } } },
    },
  },
};

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;
  return rest;
}

const wrap = (key: string | undefined, schema: Record<string, unknown>) =>
  key ? { type: "object", required: [key], properties: { [key]: schema } } : schema;

function operation(endpoint: Endpoint) {
  const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
    description: ["id", "project_id"].includes(name) ? "UUID, or slug where the resource has one" : "UUID",
  }));
  const queryParams = endpoint.query
    ? Object.entries((jsonSchema(endpoint.query, "input").properties ?? {}) as Record<string, unknown>).map(([name, schema]) => ({
        name,
        in: "query",
        required: false,
        schema,
      }))
    : [];
  const op: Record<string, unknown> = {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    operationId: `${endpoint.method}${endpoint.path.replace(/\{(\w+)\}/g, "By_$1").replace(/[^a-zA-Z0-9]+(.)/g, (_, c: string) => c.toUpperCase())}`,
    parameters: [...pathParams, ...queryParams],
    responses: Object.fromEntries(
      Object.entries(endpoint.responses).map(([status, response]) => [
        status,
        {
          description: response.description,
          ...(response.schema
            ? { content: { [response.contentType ?? "application/json"]: { schema: wrap(response.key, jsonSchema(response.schema, "output")) } } }
            : response.contentType
              ? { content: { [response.contentType]: { schema: { type: "string", format: "binary" } } } }
              : {}),
        },
      ]),
    ),
  };
  const responses = op.responses as Record<string, unknown>;
  if (endpoint.auth !== false) responses["401"] ??= { $ref: "#/components/responses/Unauthorized" };
  responses["422"] ??= { $ref: "#/components/responses/ValidationFailed" };
  if (endpoint.auth === false) op.security = [];
  if (endpoint.body) {
    op.requestBody =
      "multipart" in endpoint.body
        ? { required: true, content: { "multipart/form-data": { schema: jsonSchema(endpoint.body.multipart, "input") } } }
        : { required: true, content: { "application/json": { schema: wrap(endpoint.body.key, jsonSchema(endpoint.body.schema, "input")) } } };
  }
  return op;
}

let cached: Record<string, unknown> | undefined;

/** The OpenAPI 3.1 document served at /api/v1/openapi.json. */
export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) (paths[endpoint.path] ??= {})[endpoint.method] = operation(endpoint);
  cached = {
    openapi: "3.1.0",
    info: {
      title: "adlab Ad Creative Generation API",
      version: "1.0.0",
      description: "Generate still and video ad creatives, learn from results and track distribution. Authenticate with `Authorization: Bearer <API key>`.",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "An adlab API key" } },
      schemas: { Error: errorBody },
      responses: {
        Unauthorized: { description: "Missing or invalid bearer token", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        ValidationFailed: { description: "Validation failed (`validation_failed`, one detail per problem)", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        NotFound: { description: "Not found, or belongs to another account", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      },
    },
  };
  return cached;
}
