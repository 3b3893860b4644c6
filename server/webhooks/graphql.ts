import { builder } from "../graphql/builder";
import { connection } from "../graphql/helpers";
import { zodInput, zodObject } from "../graphql/zod";
import { toPage } from "../http/pagination";
import { createWebhookSchema, deliveryJson, updateWebhookSchema, webhookJson, webhookWithSecretJson } from "./schema";
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
const WebhookType = zodObject("Webhook", webhookJson);
const WebhookWithSecretType = zodObject("WebhookWithSecret", webhookWithSecretJson);
const DeliveryType = zodObject("WebhookDelivery", deliveryJson);
const WebhookConnection = connection("Webhook", WebhookType);
const DeliveryConnection = connection("WebhookDelivery", DeliveryType);
const CreateWebhookInput = zodInput("CreateWebhookInput", createWebhookSchema);
const UpdateWebhookInput = zodInput("UpdateWebhookInput", updateWebhookSchema);

builder.queryFields((t) => ({
  webhooks: t.field({
    type: WebhookConnection,
    args: { limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { webhooks, next_cursor } = await listWebhooks(ctx.actor, toPage(args));
      return { nodes: webhooks, next_cursor };
    },
  }),
  webhook: t.field({
    type: WebhookType,
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getWebhook(ctx.actor, args.id),
  }),
  webhookDeliveries: t.field({
    type: DeliveryConnection,
    args: { id: t.arg.string({ required: true }), limit: t.arg.int(), cursor: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { deliveries, next_cursor } = await listDeliveries(ctx.actor, args.id, toPage(args));
      return { nodes: deliveries, next_cursor };
    },
  }),
}));

builder.mutationFields((t) => ({
  createWebhook: t.field({
    type: WebhookWithSecretType,
    args: { webhook: t.arg({ type: CreateWebhookInput, required: true }) },
    resolve: (_root, args, ctx) => createWebhook(ctx.actor, args.webhook),
  }),
  updateWebhook: t.field({
    type: WebhookType,
    args: { id: t.arg.string({ required: true }), webhook: t.arg({ type: UpdateWebhookInput, required: true }) },
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
