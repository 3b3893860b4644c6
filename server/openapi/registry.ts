import type { z } from "zod";

/**
 * 409 `conflict`: two requests wrote the same unique value at once (a slug, an external identifier key)
 * and this one lost (server/errors.ts maps the database's unique violation). Declared by the operations
 * that write one; retrying the request answers normally.
 */
export const uniqueConflict = { description: "`conflict`: a concurrent request stored the same unique value (a slug or an external identifier key) first; retry the request" };

/**
 * 404 `not_found`: a resource the path names is not in this account (another account's included); one
 * answer for every operation, the path says which resources (the shared `NotFound` response).
 */
export const notFound = { description: "`not_found`: no such resource in this account" };

/** The answers of a zip download (an ad's, a batch's): the zip, 404, and 409 while none of it is ready (`notReady` says when). */
export const zipResponses = (notReady: string) => ({
  200: { description: "The zip", contentType: "application/zip" },
  404: notFound,
  409: { description: notReady },
});

/** The 204 of a delete. */
export const deleted = { description: "Deleted" };

/**
 * One endpoint of the public REST API, described with the same zod schemas that validate it.
 * Every operation definition is one (server/operations/operation.ts); document.ts assembles OpenAPI 3.1 from
 * the resource manifest, which gives each its tag (server/resources.ts).
 */
export type Endpoint = {
  method: "get" | "post" | "patch" | "put" | "delete";
  /** OpenAPI path template, e.g. `/api/v1/projects/{project_id}`: an id is named after the collection it indexes. */
  path: string;
  summary: string;
  description?: string;
  /** Every endpoint needs the bearer key unless this is false. */
  auth?: boolean;
  query?: z.ZodObject;
  /** Schemas of path parameters that are not ids, e.g. `format` in `/file.{format}`. */
  params?: z.ZodObject;
  /** Takes an `Idempotency-Key` header; a replay answers with `Idempotent-Replayed: true`. */
  idempotent?: boolean;
  /** Honours `Prefer: wait=N` (the `Prefer` parameter component says how). */
  waits?: boolean;
  /** A JSON body; with `key` it is wrapped as `{ [key]: schema }`, as the spec's create and update bodies are. */
  body?: { schema: z.ZodType; key?: string } | { multipart: z.ZodType; encoding?: Record<string, Record<string, unknown>> };
  responses: Record<
    number,
    {
      description: string;
      schema?: z.ZodType;
      key?: string;
      /** A file download's media types (each described as binary), or a JSON body's own type. */
      contentType?: string | string[];
      /** Response headers beyond the conventions (components.headers names), e.g. `Retry-After`. */
      headers?: string[];
    }
  >;
};
