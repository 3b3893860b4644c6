import { readWhenChanged } from "../ads/wait";
import { etagOf, matchesIfNoneMatch } from "../http/conventions";
import { defineOperations, type OperationResult } from "../operations/operation";
import { resourceOperations } from "../operations/crud";
import { createAdBatchSchema } from "./schema";
import { batchState, createAdBatch, getAdBatch, listAdBatches, watchedBatch } from "./service";
import { adBatchJson, adBatchWithAdsJson } from "./shapes";
import { notFound } from "../openapi/registry";

/** The batch's ETag: its JSON without `updated_at`, so it changes with the counts, the status and the ads' statuses. */
const batchTag = (body: unknown) => etagOf(JSON.stringify(body, (key, value) => (key === "updated_at" ? undefined : value)));
const tagged = (body: unknown, wait: number | null): OperationResult => ({ body, headers: { ETag: batchTag(body), ...(wait ? { "Preference-Applied": `wait=${wait}` } : {}) } });

const batch = resourceOperations({ key: "ad_batch", plural: "ad_batches", json: adBatchJson, under: "/api/v1/projects/{project_id}", names: "batches" });

export const adBatchOperations = defineOperations([
  {
    method: "post",
    path: batch.path,
    summary: "Make one ad per catalog item, charged once for the whole batch (asynchronous)",
    description:
      "`ad` (an ad request) applies to every item of `item_ids` (feed ids; default: all, in feed order). " +
      "Each ad leads with its item's title, prints its price in the project's language, shows its photo as the hero and keeps its `landing_url`. " +
      "Charged once, up front: 422 `insufficient_tokens` charges nothing; failed ads are refunded. Webhooks get `ad_batch.completed` when every ad has ended.",
    tool: "create_ad_batch",
    handler: async ({ actor, params, body, idempotencyKey }) => {
      const { body: batch, replayed } = await createAdBatch(actor, params.project_id, body, { idempotencyKey });
      return { body: { ad_batch: batch }, replayed };
    },
    body: { key: "ad_batch", schema: createAdBatchSchema },
    idempotent: true,
    responses: {
      202: { description: "The generating batch with its ads", key: "ad_batch", schema: adBatchWithAdsJson },
      404: notFound,
      422: { description: "`validation_failed` (every problem of the batch and its ad request), `insufficient_tokens` or `idempotency_key_reused`" },
    },
  },
  batch.list({ summary: "List a project's catalog batches, newest first", description: "With counts and status.", run: listAdBatches }),
  {
    method: "get",
    path: batch.item,
    summary: "Get a batch's progress: its counts, status and every ad",
    description: "Follow a batch until its ads are done (it can wait).",
    http: "`Prefer: wait=N` waits for an ad of the batch to change status or files, or the batch its counts.",
    waits: true,
    tool: "get_ad_batch",
    handler: async ({ actor, params, wait, ifNoneMatch }) => {
      const read = async () => ({ ad_batch: await getAdBatch(actor, params.project_id, params.ad_batch_id) });
      if (!wait) return tagged(await read(), null);
      const { batchId, adIds } = await watchedBatch(actor, params.project_id, params.ad_batch_id);
      const isNews = (body: unknown) => !!ifNoneMatch && !matchesIfNoneMatch(ifNoneMatch, batchTag(body));
      return tagged(await readWhenChanged(adIds, wait, read, isNews, { state: () => batchState(batchId) }), wait);
    },
    responses: { 200: { description: "The batch with its ads in feed order", key: "ad_batch", schema: adBatchWithAdsJson }, 404: notFound },
  },
]);
