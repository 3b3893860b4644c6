import type { Webhook, WebhookDelivery } from "../db/generated/client";
import { isoOrNull, isoTime } from "../validation";
import type { DeliveryJson, WebhookEventType, WebhookJson, WebhookWithSecretJson } from "./schema";

export function serializeWebhook(webhook: Webhook): WebhookJson {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events as WebhookEventType[],
    description: webhook.description,
    enabled: webhook.enabled,
    disabled_reason: webhook.enabled ? null : webhook.disabledReason,
    created_at: isoTime(webhook.createdAt),
    updated_at: isoTime(webhook.updatedAt),
  };
}

/** Only the create and rotate_secret answers carry the secret. */
export const serializeWebhookWithSecret = (webhook: Webhook): WebhookWithSecretJson => ({ ...serializeWebhook(webhook), secret: webhook.secret });

export function serializeDelivery(delivery: WebhookDelivery): DeliveryJson {
  return {
    id: delivery.id,
    webhook_id: delivery.webhookId,
    message_id: delivery.messageId,
    event_type: delivery.eventType as WebhookEventType,
    status: delivery.status as DeliveryJson["status"],
    attempt: delivery.attempts,
    status_code: delivery.lastStatusCode,
    duration_ms: delivery.lastDurationMs,
    error: delivery.lastError,
    last_attempt_at: isoOrNull(delivery.lastAttemptAt),
    next_attempt_at: delivery.status === "pending" ? isoOrNull(delivery.nextAttemptAt) : null,
    created_at: isoTime(delivery.createdAt),
    payload: delivery.payload as DeliveryJson["payload"],
  };
}
