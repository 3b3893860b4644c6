import type { z } from "zod";

/**
 * One endpoint of the public REST API, described with the same zod schemas that validate it.
 * Each resource folder exports its list from `openapi.ts`; document.ts assembles OpenAPI 3.1 from them.
 */
export type Endpoint = {
  method: "get" | "post" | "patch" | "put" | "delete";
  /** OpenAPI path template, e.g. `/api/v1/projects/{id}`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** Every endpoint needs the bearer key unless this is false. */
  auth?: boolean;
  query?: z.ZodObject;
  /** A JSON body; with `key` it is wrapped as `{ [key]: schema }`, as the spec's create and update bodies are. */
  body?: { schema: z.ZodType; key?: string } | { multipart: z.ZodType };
  responses: Record<number, { description: string; schema?: z.ZodType; key?: string; contentType?: string }>;
};
