import { randomBytes } from "node:crypto";
import type { Actor } from "../auth/actor";
import { db, type Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, errors } from "../errors";
import { assertPublicHost } from "../http/outbound";
import { findPage, pageJson, type Page } from "../http/pagination";
import { parseInput, requireByUuid } from "../validation";
import { createWebhookSchema, updateWebhookSchema } from "./schema";
import { serializeDelivery, serializeWebhook, serializeWebhookWithSecret } from "./serializer";
import { notifyDeliveries } from "./queue";

/** Standard Webhooks secrets: `whsec_` and the base64 of 32 random bytes. */
const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** Each account may register this many webhooks. */
export const MAX_WEBHOOKS = 20;

/** The webhook `id` of the actor's organization, or 404 (other accounts' webhooks do not exist for it). */
export async function requireWebhook(tx: Tx, actor: Actor, id: string) {
  return requireByUuid(id, "Webhook", (uuid) => tx.webhook.findFirst({ where: { id: uuid, organizationId: actor.organizationId } }));
}

/** The same guard as a project's from_url: http/https and a public address (or one ADLAB_FETCH_ALLOW_HOSTS allows). */
async function checkUrl(url: string): Promise<void> {
  await assertPublicHost(new URL(url), "webhook.url");
}

export async function listWebhooks(actor: Actor, page: Page) {
  const prisma = await db();
  return pageJson("webhooks", serializeWebhook, await findPage(page, { organizationId: actor.organizationId }, (query) => prisma.webhook.findMany(query)));
}

export async function getWebhook(actor: Actor, id: string) {
  return serializeWebhook(await requireWebhook(await db(), actor, id));
}

export async function createWebhook(actor: Actor, input: unknown) {
  const fields = parseInput(createWebhookSchema, input, "webhook");
  await checkUrl(fields.url);
  const prisma = await db();
  if ((await prisma.webhook.count({ where: { organizationId: actor.organizationId } })) >= MAX_WEBHOOKS) {
    throw new AppError("too_many_webhooks", `An account has at most ${MAX_WEBHOOKS} webhooks; delete one first.`, [`webhook: at most ${MAX_WEBHOOKS} per account`]);
  }
  const webhook = await prisma.webhook.create({
    data: {
      organizationId: actor.organizationId,
      url: fields.url,
      events: fields.events,
      description: fields.description || null,
      secret: newSecret(),
    },
  });
  return serializeWebhookWithSecret(webhook);
}

export async function updateWebhook(actor: Actor, id: string, input: unknown) {
  const fields = parseInput(updateWebhookSchema, input, "webhook");
  if (fields.url !== undefined) await checkUrl(fields.url);
  const prisma = await db();
  const webhook = await requireWebhook(prisma, actor, id);
  const data: Prisma.WebhookUpdateInput = {};
  if (fields.url !== undefined) data.url = fields.url;
  if (fields.events !== undefined) data.events = fields.events;
  if (fields.description !== undefined) data.description = fields.description || null;
  if (fields.enabled !== undefined) {
    data.enabled = fields.enabled;
    // Enabling again starts a fresh count of failing days.
    if (fields.enabled) Object.assign(data, { disabledReason: null, failingSince: null });
    else data.disabledReason = "disabled by the account";
  }
  return serializeWebhook(await prisma.webhook.update({ where: { id: webhook.id }, data }));
}

export async function deleteWebhook(actor: Actor, id: string): Promise<void> {
  const prisma = await db();
  const webhook = await requireWebhook(prisma, actor, id);
  await prisma.webhook.delete({ where: { id: webhook.id } });
}

/** A new secret; the old one stops signing at once (the answer is the only place the new one is shown). */
export async function rotateWebhookSecret(actor: Actor, id: string) {
  const prisma = await db();
  const webhook = await requireWebhook(prisma, actor, id);
  return serializeWebhookWithSecret(await prisma.webhook.update({ where: { id: webhook.id }, data: { secret: newSecret() } }));
}

export async function listDeliveries(actor: Actor, id: string, page: Page) {
  const prisma = await db();
  const webhook = await requireWebhook(prisma, actor, id);
  return pageJson("deliveries", serializeDelivery, await findPage(page, { webhookId: webhook.id }, (query) => prisma.webhookDelivery.findMany(query)));
}

/**
 * Sends a delivery's event again: a new delivery of the same message (same `webhook-id`, so a receiver
 * that already handled it can tell), due now and retried on the usual schedule.
 */
export async function retryDelivery(actor: Actor, id: string, deliveryId: string) {
  const prisma = await db();
  const webhook = await requireWebhook(prisma, actor, id);
  const original = await requireByUuid(deliveryId, "Delivery", (uuid) => prisma.webhookDelivery.findFirst({ where: { id: uuid, webhookId: webhook.id } }));
  if (!webhook.enabled) throw errors.conflict("webhook_disabled", "This webhook is disabled; enable it before retrying a delivery.");
  const copy = await prisma.webhookDelivery.create({
    data: {
      webhookId: webhook.id,
      messageId: original.messageId,
      eventType: original.eventType,
      payload: original.payload as Prisma.InputJsonValue,
    },
  });
  notifyDeliveries();
  return serializeDelivery(copy);
}
