import { pageOf, pageSchema, toPage } from "../http/pagination";
import type { Operation } from "../operations/operation";
import { createAdBatchSchema } from "./schema";
import { createAdBatch, getAdBatch, listAdBatches } from "./service";
import { adBatchJson, adBatchWithAdsJson } from "./shapes";

const notFound = { description: "No such project or batch in this account" };
const base = "/api/v1/projects/{project_id}/ad_batches";

export const adBatchOperations: Operation[] = [
  {
    method: "post",
    path: base,
    tag: "Ad batches",
    summary: "Make one ad per catalog item, charged once for the whole batch (asynchronous)",
    description:
      "`catalog_id` (UUID or slug), `item_ids` (feed ids; every item in feed order when omitted) and `ad`, an ad request applied to every item. " +
      "Each ad's copy is led by its item's title, prints its price formatted for the project's language, shows its photo as the hero and keeps its `landing_url`. " +
      "Answers 202 with the batch `generating`; poll `poll_url`; `ad_batch.completed` is sent to webhooks when every ad has ended. " +
      "The whole batch is charged up front in one debit: 422 `insufficient_tokens` charges nothing; failed ads are refunded. " +
      "Send an `Idempotency-Key` header to make retries safe.",
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
  {
    method: "get",
    path: base,
    tag: "Ad batches",
    summary: "List a project's catalog batches, newest first",
    tool: "list_ad_batches",
    handler: async ({ actor, params, query }) => ({ body: await listAdBatches(actor, params.project_id, toPage(query)) }),
    query: pageSchema,
    responses: { 200: { description: "A page of batches", schema: pageOf("ad_batches", adBatchJson) }, 404: notFound },
  },
  {
    method: "get",
    path: `${base}/{ad_batch_id}`,
    tag: "Ad batches",
    summary: "Get a batch's progress: its counts, status and every ad",
    tool: "get_ad_batch",
    handler: async ({ actor, params }) => ({ body: { ad_batch: await getAdBatch(actor, params.project_id, params.ad_batch_id) } }),
    responses: { 200: { description: "The batch with its ads in feed order", key: "ad_batch", schema: adBatchWithAdsJson }, 404: notFound },
  },
];
