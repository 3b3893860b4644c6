import { builder } from "../graphql/builder";
import { toPage } from "../http/pagination";
import type { DeliveryJson, WebhookJson, WebhookWithSecretJson } from "./schema";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  retryDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from "./service";

/** The webhook JSON of the REST API; the secret is only on WebhookWithSecret (create and rotate). */
const webhookFields = (t: any) => ({
  id: t.exposeID("id"),
  url: t.exposeString("url"),
  events: t.exposeStringList("events"),
  description: t.exposeString("description", { nullable: true }),
  enabled: t.exposeBoolean("enabled"),
  disabled_reason: t.exposeString("disabled_reason", { nullable: true }),
  created_at: t.exposeString("created_at"),
  updated_at: t.exposeString("updated_at"),
});

const WebhookType = builder.objectRef<WebhookJson>("Webhook").implement({ fields: (t) => webhookFields(t) });

const WebhookWithSecretType = builder.objectRef<WebhookWithSecretJson>("WebhookWithSecret").implement({
  fields: (t) => ({ ...webhookFields(t), secret: t.exposeString("secret") }),
});

const DeliveryType = builder.objectRef<DeliveryJson>("WebhookDelivery").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    webhook_id: t.exposeString("webhook_id"),
    message_id: t.exposeString("message_id"),
    event_type: t.exposeString("event_type"),
    status: t.exposeString("status"),
    attempt: t.exposeInt("attempt"),
    status_code: t.exposeInt("status_code", { nullable: true }),
    duration_ms: t.exposeInt("duration_ms", { nullable: true }),
    error: t.exposeString("error", { nullable: true }),
    last_attempt_at: t.exposeString("last_attempt_at", { nullable: true }),
    next_attempt_at: t.exposeString("next_attempt_at", { nullable: true }),
    created_at: t.exposeString("created_at"),
    payload: t.field({ type: "JSON", resolve: (d) => d.payload }),
  }),
});

builder.queryFields((t) => ({
  webhooks: t.field({
    type: [WebhookType],
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => (await listWebhooks(ctx.actor, toPage(args))).webhooks,
  }),
  webhook: t.field({
    type: WebhookType,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getWebhook(ctx.actor, args.id),
  }),
  webhookDeliveries: t.field({
    type: [DeliveryType],
    args: { id: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => (await listDeliveries(ctx.actor, args.id, toPage(args))).deliveries,
  }),
}));

builder.mutationFields((t) => ({
  createWebhook: t.field({
    type: WebhookWithSecretType,
    args: { webhook: t.arg({ type: "JSON", required: true }) },
    resolve: (_root, args, ctx) => createWebhook(ctx.actor, args.webhook),
  }),
  updateWebhook: t.field({
    type: WebhookType,
    args: { id: t.arg.string({ required: true }), webhook: t.arg({ type: "JSON", required: true }) },
    resolve: (_root, args, ctx) => updateWebhook(ctx.actor, args.id, args.webhook),
  }),
  deleteWebhook: t.boolean({
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteWebhook(ctx.actor, args.id);
      return true;
    },
  }),
  rotateWebhookSecret: t.field({
    type: WebhookWithSecretType,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => rotateWebhookSecret(ctx.actor, args.id),
  }),
  retryWebhookDelivery: t.field({
    type: DeliveryType,
    args: { id: t.arg.string({ required: true }), deliveryId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => retryDelivery(ctx.actor, args.id, args.deliveryId),
  }),
}));
