import { z } from "zod";
import { notFound, uniqueConflict } from "../openapi/registry";
import { pageOf, pageSchema, toPage } from "../http/pagination";
import { etagOf, matchesIfNoneMatch } from "../http/conventions";
import { defineOperations, type OperationResult } from "../operations/operation";
import { resourceOperations } from "../operations/crud";
import { createAds } from "./create";
import { updateAdSchema } from "./schema";
import { adRequestSchema } from "../../shared/ad-request";
import { getAd, getAdProgress, listAds, updateAd, watchedAdIds } from "./service";
import { readWhenChanged } from "./wait";
import { parseFields, pickFields, type FieldTree } from "./fields";
import { adProgressJson } from "../generation/progress-shape";
import { AD_STATUSES, adJson } from "./shapes";


/**
 * The ETag of an answer holding ads: its JSON without the fields that move at every pipeline step
 * (`progress`, `updated_at`), so a generating ad's tag changes with its status and files only.
 */
function adsTag(body: unknown): string {
  return etagOf(JSON.stringify(body, (key, value) => (key === "progress" || key === "updated_at" ? undefined : value)));
}

/** Whether the client's copy (If-None-Match) is already out of date: then an answer is due now, no wait. */
const isNews = (body: unknown, ifNoneMatch: string | null | undefined) => !!ifNoneMatch && !matchesIfNoneMatch(ifNoneMatch, adsTag(body));

function tagged(body: unknown, wait: number | null): OperationResult {
  return { body, headers: { ETag: adsTag(body), ...(wait ? { "Preference-Applied": `wait=${wait}` } : {}) } };
}

const fieldsQuery = z
  .string()
  .max(2000)
  .optional()
  .describe(
    "comma-separated dotted paths of the ad fields to answer, e.g. `id,status,qa_score,files.placement,files.qa` (an array's path applies to each item): " +
      "each ad has the Ad's shape with the other fields left out; an unknown one is a 422 naming the closest",
  );

const ad = resourceOperations({ key: "ad", plural: "ads", json: adJson, under: "/api/v1/projects/{project_id}" });
const pickAd = (ad: unknown, fields: FieldTree | null) => (fields ? pickFields(ad, fields) : ad);
const pageFields = <P extends { ads: unknown[] }>(page: P, fields: FieldTree | null): P => (fields ? { ...page, ads: page.ads.map((ad) => pickFields(ad, fields)) } : page);

export const adOperations = defineOperations([
  {
    method: "get",
    path: "/api/v1/ads",
    summary: "List the account's ads, newest first",
    description: "Use it when the ad's project is not known.",
    tool: "list_all_ads",
    // GraphQL's `ads` without `projectId` (list_ads) reads the whole account.
    graphql: { coveredBy: "list_ads" },
    handler: async ({ actor, query }) => {
      const fields = parseFields(query.fields, adJson);
      return tagged(pageFields(await listAds(actor, toPage(query)), fields), null);
    },
    query: pageSchema.extend({ fields: fieldsQuery }),
    responses: { 200: { description: "A page of ads", schema: pageOf("ads", adJson) } },
  },
  {
    method: "get",
    path: ad.path,
    summary: "List a project's ads, newest first",
    tool: "list_ads",
    graphql: { optional: ["project_id"] },
    description:
      "With `batch_id` (shared by the variants of one order), only that order's ads, and the answer names `recommended_ad_id`: the ready variant with the best `qa_score` (ties to the earliest), the one to run; it can wait for them.",
    http: "`Prefer: wait=N` then waits for any of them to change status or files.",
    waits: true,
    handler: async ({ actor, params, query, wait, ifNoneMatch }) => {
      const fields = parseFields(query.fields, adJson);
      const read = async () => pageFields(await listAds(actor, toPage(query), params.project_id, { batchId: query.batch_id }), fields);
      if (!wait || !query.batch_id) return tagged(await read(), null);
      const ids = await watchedAdIds(actor, params.project_id, { batchId: query.batch_id });
      return tagged(await readWhenChanged(ids, wait, read, (page) => isNews(page, ifNoneMatch)), wait);
    },
    query: pageSchema.extend({ batch_id: z.string().max(200).optional().describe("only the variants of one request (their `batch_id`)"), fields: fieldsQuery }),
    responses: {
      200: {
        description: "A page of ads",
        schema: pageOf("ads", adJson).extend({
          recommended_ad_id: z.uuid().nullable().optional().describe("with `batch_id`: the ready variant with the best `qa_score` (ties to the earliest); null while none is ready"),
        }),
      },
      404: notFound,
      422: { description: "`validation_failed`: a bad `limit`, `cursor` or `batch_id`" },
    },
  },
  {
    method: "post",
    path: ad.path,
    summary: "Generate ads (asynchronous); charges output token cost x variant_count",
    tool: "create_ads",
    handler: async ({ actor, params, body, idempotencyKey }) => {
      const { replayed, ...result } = await createAds(actor, params.project_id, body, { idempotencyKey });
      return { body: result, replayed };
    },
    description:
      "The variants share `batch_id` and start `generating`. 422 `insufficient_tokens` when the balance does not cover the order (nothing is charged); a retry with the same idempotency key answers the first order and charges nothing again.",
    http: "Answers 202 with `ad` (the first variant) and `ads` (every variant); wait on `poll_url` (`Prefer: wait=N`).",
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
    path: ad.item,
    summary: "Get an ad by UUID or slug: its status, files and their QA, copy and angle",
    description: "Follow it until ready (it can wait).",
    http: "`Prefer: wait=N` waits for its status or files to change.",
    waits: true,
    tool: "get_ad",
    graphql: { optional: ["project_id"] },
    query: z.object({ fields: fieldsQuery }),
    handler: async ({ actor, params, query, wait, ifNoneMatch }) => {
      const fields = parseFields(query.fields, adJson);
      const read = async () => ({ ad: pickAd(await getAd(actor, params.project_id, params.ad_id), fields) });
      if (!wait) return tagged(await read(), null);
      const ids = await watchedAdIds(actor, params.project_id, { adRef: params.ad_id });
      return tagged(await readWhenChanged(ids, wait, read, (body) => isNews(body, ifNoneMatch)), wait);
    },
    responses: { 200: { description: "The ad", key: "ad", schema: adJson }, 404: notFound },
  },
  {
    method: "get",
    path: `${ad.item}/progress`,
    summary: "Where an ad's generation is: its steps and percent",
    description: "A small answer for a progress bar, cheaper than the whole ad.",
    http: "Its ETag changes at every step (the ad's own leaves progress out); `If-None-Match` gives a 304 while nothing moved.",
    tool: "get_ad_progress",
    handler: async ({ actor, params }) => ({ body: await getAdProgress(actor, params.project_id, params.ad_id) }),
    responses: {
      200: { description: "The ad's progress", schema: z.object({ ad_id: z.uuid(), status: z.enum(AD_STATUSES), progress: adProgressJson }) },
      404: notFound,
    },
  },
  ad.update({
    summary: "Rename an ad, set its tags or its external identifiers (the object given replaces the set)",
    description: "Files and copy stay.",
    graphql: { optional: ["project_id"] },
    schema: updateAdSchema,
    run: updateAd,
    responses: { 409: uniqueConflict },
  }),
]);
