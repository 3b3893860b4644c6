import { z } from "zod";
import type { Endpoint } from "../openapi/registry";
import { pageSchema } from "../http/pagination";
import { PLACEMENT_IDS } from "../render/placements";
import { adRequestSchema, fileQuerySchema, updateAdSchema } from "./schema";

const fileJson = z.object({
  placement: z.enum(PLACEMENT_IDS),
  label: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  document_url: z.string(),
  asset_url: z.string(),
  video_url: z.string().nullable(),
  still_url: z.string(),
});

export const adJson = z.object({
  id: z.uuid(),
  slug: z.string(),
  project_id: z.uuid(),
  name: z.string(),
  status: z.enum(["draft", "generating", "ready", "failed"]),
  ready: z.boolean(),
  generating: z.boolean(),
  failed: z.boolean(),
  failure_reason: z.string().nullable().describe("why generation failed (the tokens were refunded)"),
  audience_id: z.uuid().nullable(),
  platform_aspect: z.string(),
  placements: z.array(z.enum(PLACEMENT_IDS)),
  token_cost: z.number().int().nullable(),
  batch_id: z.uuid().describe("shared by the variants of one request"),
  variant_index: z.number().int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  generated_at: z.iso.datetime().nullable(),
  url: z.string(),
  poll_url: z.string(),
  files: z.array(fileJson),
  snapshots: z.array(
    z.object({ placement: z.string(), format: z.string(), width: z.number().int(), height: z.number().int(), byte_size: z.number().int().nullable(), url: z.string() }),
  ),
  requested_output: z.enum(["image", "video"]),
  video_style: z.string().nullable(),
  video_style_label: z.string().nullable(),
  output: z.enum(["image", "video"]),
  output_label: z.string(),
  style: z.object({ category: z.string().nullable(), template_key: z.string().nullable(), meme_base: z.string().nullable(), id: z.string().nullable(), name: z.string().nullable() }),
  editable_copy: z.record(z.string(), z.string()),
  informed_by: z.array(z.uuid()).describe("hypotheses that steered the copy"),
  copy_sources: z
    .record(z.string(), z.enum(["customer", "model", "builtin"]))
    .describe("Where each slot of editable_copy came from: the customer's copy or cta, the configured model, or the built-in copywriter"),
  language: z.string().nullable().describe("BCP 47 tag of the ad's copy (null until the copy is written)"),
  remix: z.object({ available: z.boolean(), targets: z.array(z.string()), elements: z.array(z.string()) }),
  music: z
    .object({
      asset_id: z.uuid().describe("the track as an asset-like record: stable per track"),
      filename: z.string(),
      provider: z.literal("adlab"),
      duration_seconds: z.number().int().describe("seconds of the track used in the ad (= the video's length)"),
      track_id: z.string().describe("id in GET /api/v1/music"),
      name: z.string(),
      mood: z.string(),
      bpm: z.number().int(),
    })
    .nullable()
    .describe('The soundtrack; null for an image ad, a video requested with music "none", or before generation chose it'),
  duration_seconds: z.number().int().nullable().describe("video length in seconds (5..15); null for an image ad"),
  tags: z.array(z.string()),
  external_identifiers: z.record(z.string(), z.string()),
  video_url: z.string().nullable(),
  still_url: z.string(),
  distribution: z.record(z.string(), z.unknown()),
  ad_runs: z.array(z.record(z.string(), z.unknown())),
});

const notFound = { description: "No such project or ad in this account" };
const idempotency =
  "Send an `Idempotency-Key` header to make retries safe: the same key with the same body answers the first response and charges nothing again (also for concurrent retries); the same key with a different body is refused with 422 `idempotency_key_reused`.";

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
    responses: { 202: { description: "The generating ads", schema: z.object({ ad: adJson, ads: z.array(adJson) }) }, 404: notFound },
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
    responses: { 200: { description: "The ad", key: "ad", schema: adJson }, 404: notFound },
  },
  {
    method: "get",
    path: "/api/v1/projects/{project_id}/ads/{id}/file",
    tag: "Ads",
    summary: "Download a rendered file of the ad (format also as an extension: /file.mp4, /file.png, /file.jpg, /file.html)",
    description:
      "200 with the bytes. 202 with `Retry-After` while a raster that was not pre-rendered (a jpg, or the png poster of a video) is rendered; poll again. 409 while the ad is generating or when it failed. 422 for an unknown format or placement, a placement the ad does not have, or mp4 of an image ad.",
    query: fileQuerySchema,
    responses: {
      200: { description: "The file (image/png, image/jpeg, video/mp4 or text/html)", contentType: "application/octet-stream" },
      202: {
        description: "Rendering; retry after the Retry-After seconds",
        schema: z.object({ status: z.literal("rendering"), format: z.string(), placement: z.string(), poll_url: z.string() }),
      },
      404: notFound,
      409: { description: "The ad is generating (`ad_not_ready`) or failed (`ad_failed`)" },
    },
  },
];
