import { z } from "zod";
import { defineOperations, noContent } from "../operations/operation";
import { pageOf, pageSchema, toPage } from "../http/pagination";
import { createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks, retryDelivery, rotateWebhookSecret, updateWebhook } from "./service";
import { createWebhookSchema, deliveryJson, updateWebhookSchema, webhookJson, webhookWithSecretJson } from "./schema";
import { deleted, notFound } from "../openapi/registry";

const invalid = { description: "`validation_failed`: unknown event type, not an http(s) URL, or a private/loopback address" };
const base = "/api/v1/webhooks";

export const webhookOperations = defineOperations([
  {
    method: "get",
    path: base,
    summary: "List the account's webhooks, newest first",
    description: "Where events are posted.",
    tool: "list_webhooks",
    handler: async ({ actor, query }) => ({ body: await listWebhooks(actor, toPage(query)) }),
    query: pageSchema,
    responses: { 200: { description: "A page of webhooks", schema: pageOf("webhooks", webhookJson) } },
  },
  {
    method: "post",
    path: base,
    summary: "Register a webhook",
    tool: "create_webhook",
    hints: { openWorld: true },
    handler: async ({ actor, body }) => ({ body: { webhook: await createWebhook(actor, body) } }),
    description:
      "Events are signed by the Standard Webhooks scheme (`webhook-id`, `webhook-timestamp`, `webhook-signature`). The `secret` is in this answer only; see docs/webhooks.md.",
    body: { key: "webhook", schema: createWebhookSchema },
    responses: { 201: { description: "The webhook, with its signing secret", key: "webhook", schema: webhookWithSecretJson }, 422: invalid },
  },
  {
    method: "get",
    path: `${base}/{webhook_id}`,
    summary: "Get a webhook (without its secret)",
    tool: "get_webhook",
    handler: async ({ actor, params }) => ({ body: { webhook: await getWebhook(actor, params.webhook_id) } }),
    responses: { 200: { description: "The webhook", key: "webhook", schema: webhookJson }, 404: notFound },
  },
  {
    method: "patch",
    path: `${base}/{webhook_id}`,
    summary: "Update a webhook's URL, events, description or enabled flag",
    tool: "update_webhook",
    handler: async ({ actor, params, body }) => ({ body: { webhook: await updateWebhook(actor, params.webhook_id, body) } }),
    description: "Enabling a webhook that was disabled after days of failures starts the count again.",
    body: { key: "webhook", schema: updateWebhookSchema },
    responses: { 200: { description: "The webhook", key: "webhook", schema: webhookJson }, 404: notFound, 422: invalid },
  },
  {
    method: "delete",
    path: `${base}/{webhook_id}`,
    summary: "Delete a webhook and its delivery log",
    tool: "delete_webhook",
    handler: noContent(({ actor, params }) => deleteWebhook(actor, params.webhook_id)),
    responses: { 204: deleted, 404: notFound },
  },
  {
    method: "post",
    path: `${base}/{webhook_id}/rotate_secret`,
    summary: "Replace the signing secret (the new one is in this answer only)",
    tool: "rotate_webhook_secret",
    hints: { destructive: true },
    handler: async ({ actor, params }) => ({ body: { webhook: await rotateWebhookSecret(actor, params.webhook_id) } }),
    description: "Deliveries from now on are signed with the new `whsec_` secret; the old one stops verifying at once. Store the `secret` of this answer: it is not shown again.",
    responses: { 200: { description: "The webhook, with its new secret", key: "webhook", schema: webhookWithSecretJson }, 404: notFound },
  },
  {
    method: "get",
    path: `${base}/{webhook_id}/deliveries`,
    summary: "List a webhook's deliveries, newest first, each with its latest attempt",
    description: "retry_webhook_delivery sends one again.",
    tool: "list_webhook_deliveries",
    handler: async ({ actor, params, query }) => ({ body: await listDeliveries(actor, params.webhook_id, toPage(query)) }),
    query: pageSchema,
    responses: {
      200: { description: "A page of deliveries", schema: pageOf("deliveries", deliveryJson) },
      404: notFound,
    },
  },
  {
    method: "post",
    path: `${base}/{webhook_id}/deliveries/{delivery_id}/retry`,
    summary: "Send a delivery's event again (same webhook-id), now",
    tool: "retry_webhook_delivery",
    hints: { openWorld: true },
    handler: async ({ actor, params }) => ({ body: { delivery: await retryDelivery(actor, params.webhook_id, params.delivery_id) } }),
    description:
      "Queues a new delivery of the same event with the same `webhook-id` (so a receiver that already processed it can drop the copy), due now; it is retried with backoff like any delivery. A disabled webhook answers 409 `webhook_disabled`.",
    responses: {
      202: { description: "The new delivery, queued", key: "delivery", schema: deliveryJson },
      404: notFound,
      409: { description: "`webhook_disabled`: enable the webhook first" },
    },
  },
]);
