import { z } from "zod";

/** The events a webhook can subscribe to (docs/webhooks.md describes each one). */
export const WEBHOOK_EVENTS = ["ad.ready", "ad.failed", "ad_file.ready", "ad_run.health_changed", "tokens.low", "ad_batch.completed"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

const eventType = z.string().max(100, { abort: true, error: `unknown event type; one of ${WEBHOOK_EVENTS.join(", ")}` }).refine((value): value is WebhookEventType => (WEBHOOK_EVENTS as readonly string[]).includes(value), {
  error: (issue) => `unknown event type ${JSON.stringify(issue.input)}; one of ${WEBHOOK_EVENTS.join(", ")}`,
});

const webhookFields = {
  url: z.url({ protocol: /^https?$/, error: "must be an http or https URL" }).max(2000).describe("Where the signed POSTs go (a public http(s) address)"),
  events: z
    .array(eventType)
    .min(1, "must name at least one event")
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)] as WebhookEventType[])
    .describe(`The event types to send: ${WEBHOOK_EVENTS.join(", ")}`),
  description: z.string().trim().max(500).nullable().describe("Your note on what it is for"),
  enabled: z.boolean().describe("false stops the deliveries; a webhook that keeps failing is disabled by adlab (disabled_reason)"),
};

export const createWebhookSchema = z.strictObject({
  url: webhookFields.url,
  events: webhookFields.events,
  description: webhookFields.description.optional(),
});

export const updateWebhookSchema = z.strictObject(webhookFields).partial();

/** The webhook as the API returns it; `secret` appears only when it is created or rotated. */
export const webhookJson = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
}).meta({ id: "Webhook" });

export const webhookWithSecretJson = webhookJson.extend({
  secret: z.string().describe("The signing secret (`whsec_` + base64). Shown only in this response."),
}).meta({ id: "WebhookWithSecret" });

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

/** One event sent (or being sent) to one webhook, with its latest attempt. */
export const deliveryJson = z.object({
  id: z.uuid(),
  webhook_id: z.uuid(),
  message_id: z.string().describe("The `webhook-id` header: the same on every attempt"),
  event_type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(DELIVERY_STATUSES),
  attempt: z.int().describe("Attempts made so far"),
  status_code: z.int().nullable().describe("HTTP status of the latest attempt (null: no answer)"),
  duration_ms: z.int().nullable(),
  error: z.string().nullable(),
  last_attempt_at: z.iso.datetime().nullable(),
  next_attempt_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  payload: z.object({ type: z.string(), created_at: z.iso.datetime(), data: z.record(z.string(), z.unknown()) }),
}).meta({ id: "WebhookDelivery" });
