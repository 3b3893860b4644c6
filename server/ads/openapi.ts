import { z } from "zod";
import { uniqueConflict, type Endpoint } from "../openapi/registry";
import { pageSchema } from "../http/pagination";
import { PLACEMENT_IDS } from "../render/placements";
import { FILE_FORMATS, adRequestSchema, fileQuerySchema, updateAdSchema } from "./schema";
import { adJson } from "./shapes";

const notFound = { description: "No such project or ad in this account" };
const idempotency =
  "Send an `Idempotency-Key` header to make retries safe: the same key with the same body answers the first response and charges nothing again (also for concurrent retries); the same key with a different body is refused with 422 `idempotency_key_reused`.";

/** The file download, with the format chosen by query or by extension (`/file.png`): both are one route. */
function fileEndpoint(path: string, formatBy: string): Endpoint {
  return {
    method: "get",
    path,
    tag: "Ads",
    summary: path.endsWith("}") ? "Download a rendered file of the ad, the format as an extension" : "Download a rendered file of the ad",
    description:
      `The format comes from ${formatBy}; \`placement\` picks the placement (default: the ad's first). ` +
      "200 with the bytes. 202 with `Retry-After` while a raster that was not pre-rendered (a jpg, or the png poster of a video) is rendered; poll again. " +
      "409 `ad_not_ready` while the ad is generating, `ad_failed` when it failed. 422 for an unknown format or placement, a placement the ad does not have, or mp4 of an image ad. " +
      "A ready file supports `Range: bytes=a-b` (206; 416 outside the file); with files in a bucket and `S3_PRESIGN=1`, 302 to a presigned bucket URL valid for 5 minutes.",
    query: fileQuerySchema,
    responses: {
      200: { description: "The file", contentType: ["image/png", "image/jpeg", "video/mp4", "text/html"] },
      202: {
        description: "Rendering; retry after the Retry-After seconds",
        schema: z.object({ status: z.literal("rendering"), format: z.enum(FILE_FORMATS), placement: z.enum(PLACEMENT_IDS), poll_url: z.string() }),
        headers: ["Retry-After"],
      },
      206: { description: "The requested byte range", contentType: ["image/png", "image/jpeg", "video/mp4", "text/html"] },
      302: { description: "Download from the presigned bucket URL in Location", headers: ["Location"] },
      404: notFound,
      416: { description: "The range lies outside the file" },
      409: { description: "The ad is generating (`ad_not_ready`) or failed (`ad_failed`)" },
    },
  };
}

export const adEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/v1/ads",
    tag: "Ads",
    summary: "List the account's ads, newest first",
    query: pageSchema,
    responses: { 200: { description: "A page of ads", schema: z.object({ ads: z.array(adJson), next_cursor: z.string().nullable() }) } },
  },
  {
    method: "get",
    path: "/api/v1/projects/{project_id}/ads",
    tag: "Ads",
    summary: "List a project's ads, newest first",
    query: pageSchema,
    responses: { 200: { description: "A page of ads", schema: z.object({ ads: z.array(adJson), next_cursor: z.string().nullable() }) }, 404: notFound },
  },
  {
    method: "post",
    path: "/api/v1/projects/{project_id}/ads",
    tag: "Ads",
    summary: "Generate ads (asynchronous); charges output token cost x variant_count",
    description: `Answers 202 with \`ad\` (the first variant) and \`ads\` (every variant, sharing \`batch_id\`), all \`generating\`; poll \`poll_url\`. 422 \`insufficient_tokens\` when the balance does not cover the request. ${idempotency}`,
    body: { key: "ad", schema: adRequestSchema },
    idempotent: true,
    responses: {
      202: { description: "The generating ads (or, with `Idempotent-Replayed: true`, the answer to the first request with this key)", schema: z.object({ ad: adJson, ads: z.array(adJson) }) },
      404: notFound,
      409: uniqueConflict,
      422: { description: "`validation_failed`, `insufficient_tokens` or `idempotency_key_reused`" },
    },
  },
  {
    method: "get",
    path: "/api/v1/projects/{project_id}/ads/{id}",
    tag: "Ads",
    summary: "Get an ad by UUID or slug (poll this for status and file URLs)",
    responses: { 200: { description: "The ad", key: "ad", schema: adJson }, 404: notFound },
  },
  {
    method: "patch",
    path: "/api/v1/projects/{project_id}/ads/{id}",
    tag: "Ads",
    summary: "Rename an ad, set its tags or its external identifiers (the object given replaces the set)",
    body: { key: "ad", schema: updateAdSchema },
    responses: { 200: { description: "The ad", key: "ad", schema: adJson }, 404: notFound, 409: uniqueConflict },
  },
  fileEndpoint("/api/v1/projects/{project_id}/ads/{id}/file", "the `format` query (default: png for an image ad, mp4 for a video)"),
  {
    ...fileEndpoint("/api/v1/projects/{project_id}/ads/{id}/file.{format}", "the extension (`jpeg` is `jpg`); a `format` query, if sent too, must agree"),
    params: z.object({ format: z.enum([...FILE_FORMATS, "jpeg"]).describe("The file format") }),
    query: fileQuerySchema.pick({ placement: true }),
  },
];
