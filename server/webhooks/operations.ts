import { defineOperations } from "../operations/operation";
import { resourceOperations } from "../operations/crud";
import { createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks, retryDelivery, rotateWebhookSecret, updateWebhook } from "./service";
import { createWebhookSchema, deliveryJson, updateWebhookSchema, webhookJson, webhookWithSecretJson } from "./schema";
import { notFound } from "../openapi/registry";

const invalid = { description: "`validation_failed`: unknown event type, not an http(s) URL, or a private/loopback address" };
const webhook = resourceOperations({ key: "webhook", plural: "webhooks", json: webhookJson, under: "/api/v1" });
const delivery = resourceOperations({ key: "delivery", plural: "deliveries", json: deliveryJson, under: webhook.item });

export const webhookOperations = defineOperations([
  webhook.list({ summary: "List the account's webhooks, newest first", description: "Where events are posted.", run: listWebhooks }),
  webhook.create({
    summary: "Register a webhook",
    hints: { openWorld: true },
    description:
      "Events are signed by the Standard Webhooks scheme (`webhook-id`, `webhook-timestamp`, `webhook-signature`). The `secret` is in this answer only; see docs/webhooks.md.",
    schema: createWebhookSchema,
    run: createWebhook,
    responses: { 201: { description: "The webhook, with its signing secret", key: "webhook", schema: webhookWithSecretJson }, 422: invalid },
  }),
  webhook.get({ summary: "Get a webhook (without its secret)", run: getWebhook }),
  webhook.update({
    summary: "Update a webhook's URL, events, description or enabled flag",
    description: "Enabling a webhook that was disabled after days of failures starts the count again.",
    schema: updateWebhookSchema,
    run: updateWebhook,
    responses: { 422: invalid },
  }),
  webhook.remove({ summary: "Delete a webhook and its delivery log", run: deleteWebhook }),
  {
    method: "post",
    path: `${webhook.item}/rotate_secret`,
    summary: "Replace the signing secret (the new one is in this answer only)",
    tool: "rotate_webhook_secret",
    hints: { destructive: true },
    handler: async ({ actor, params }) => ({ body: { webhook: await rotateWebhookSecret(actor, params.webhook_id) } }),
    description: "Deliveries from now on are signed with the new `whsec_` secret; the old one stops verifying at once. Store the `secret` of this answer: it is not shown again.",
    responses: { 200: { description: "The webhook, with its new secret", key: "webhook", schema: webhookWithSecretJson }, 404: notFound },
  },
  delivery.list({
    summary: "List a webhook's deliveries, newest first, each with its latest attempt",
    description: "retry_webhook_delivery sends one again.",
    tool: "list_webhook_deliveries",
    run: listDeliveries,
  }),
  {
    method: "post",
    path: `${delivery.item}/retry`,
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
