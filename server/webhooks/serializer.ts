import type { Webhook, WebhookDelivery } from "../db/generated/client";
import { serializerOf } from "../serializer";
import { isoOrNull } from "../validation";
import { deliveryJson, webhookJson, webhookWithSecretJson } from "./schema";

const webhookFields = (webhook: Webhook) => ({ disabled_reason: webhook.enabled ? null : webhook.disabledReason });

export const serializeWebhook = serializerOf(webhookJson, webhookFields);

/** Only the create and rotate_secret answers carry the secret. */
export const serializeWebhookWithSecret = serializerOf(webhookWithSecretJson, webhookFields);

export const serializeDelivery = serializerOf(deliveryJson, (delivery: WebhookDelivery) => ({
  attempt: delivery.attempts,
  status_code: delivery.lastStatusCode,
  duration_ms: delivery.lastDurationMs,
  error: delivery.lastError,
  next_attempt_at: delivery.status === "pending" ? isoOrNull(delivery.nextAttemptAt) : null,
}));
