import { z } from "zod";
import { uniqueConflict } from "../openapi/registry";
import { pageOf, pageSchema, toPage } from "../http/pagination";
import { defineOperations } from "../operations/operation";
import { createAds } from "./create";
import { adRequestSchema, updateAdSchema } from "./schema";
import { getAd, listAds, updateAd } from "./service";
import { adJson } from "./shapes";

const notFound = { description: "No such project or ad in this account" };
const idempotency =
  "Send an `Idempotency-Key` header to make retries safe: the same key with the same body answers the first response and charges nothing again (also for concurrent retries); the same key with a different body is refused with 422 `idempotency_key_reused`.";

export const adOperations = defineOperations([
  {
    method: "get",
    path: "/api/v1/ads",
    tag: "Ads",
    summary: "List the account's ads, newest first",
    tool: "list_all_ads",
    handler: async ({ actor, query }) => ({ body: await listAds(actor, toPage(query)) }),
    query: pageSchema,
    responses: { 200: { description: "A page of ads", schema: pageOf("ads", adJson) } },
  },
  {
    method: "get",
    path: "/api/v1/projects/{project_id}/ads",
    tag: "Ads",
    summary: "List a project's ads, newest first",
    tool: "list_ads",
    handler: async ({ actor, params, query }) => ({ body: await listAds(actor, toPage(query), params.project_id) }),
    query: pageSchema,
    responses: { 200: { description: "A page of ads", schema: pageOf("ads", adJson) }, 404: notFound },
  },
  {
    method: "post",
    path: "/api/v1/projects/{project_id}/ads",
    tag: "Ads",
    summary: "Generate ads (asynchronous); charges output token cost x variant_count",
    tool: "create_ads",
    handler: async ({ actor, params, body, idempotencyKey }) => {
      const { replayed, ...result } = await createAds(actor, params.project_id, body, { idempotencyKey });
      return { body: result, replayed };
    },
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
    tool: "get_ad",
    handler: async ({ actor, params }) => ({ body: { ad: await getAd(actor, params.project_id, params.ad_id) } }),
    responses: { 200: { description: "The ad", key: "ad", schema: adJson }, 404: notFound },
  },
  {
    method: "patch",
    path: "/api/v1/projects/{project_id}/ads/{id}",
    tag: "Ads",
    summary: "Rename an ad, set its tags or its external identifiers (the object given replaces the set)",
    tool: "update_ad",
    handler: async ({ actor, params, body }) => ({ body: { ad: await updateAd(actor, params.project_id, params.ad_id, body) } }),
    body: { key: "ad", schema: updateAdSchema },
    responses: { 200: { description: "The ad", key: "ad", schema: adJson }, 404: notFound, 409: uniqueConflict },
  },
]);
