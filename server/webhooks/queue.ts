import { randomUUID } from "node:crypto";
import { clockDate } from "../clock";
import type { Db, Tx } from "../db/client";
import { Prisma } from "../db/generated/client";
import { sqlTime } from "../jobs/queue";
import { wakeListeners } from "../jobs/wake-listeners";
import type { WebhookEventType } from "./schema";

/**
 * The durable delivery queue: one `webhook_deliveries` row per event and subscribed webhook, written in
 * the transaction of the state change, so an event is never lost and never sent for a change that
 * rolled back. A worker claims due rows atomically (`FOR UPDATE SKIP LOCKED`), so several processes
 * can run workers.
 */

/**
 * Waits between attempts (Standard Webhooks / Svix schedule): the first retry after 5 s, then 5 min,
 * 30 min, 2 h, 5 h, 10 h and 10 h. Eight attempts over about 27 hours, then the delivery is failed.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed delivery is hidden this long; a worker that died mid-send leaves it due again after. */
export const CLAIM_LEASE_MS = 60_000;

/**
 * Queues `type` for every enabled webhook of the organization subscribed to it. `data` is only built when
 * one is (most accounts have none). Call inside the transaction that makes the change.
 */
export async function enqueueEvent(
  tx: Tx,
  organizationId: string,
  type: WebhookEventType,
  data: () => Promise<Record<string, unknown>> | Record<string, unknown>,
): Promise<number> {
  const webhooks = await tx.webhook.findMany({ where: { organizationId, enabled: true, events: { has: type } }, select: { id: true } });
  if (webhooks.length === 0) return 0;
  const payload = { type, created_at: clockDate().toISOString(), data: await data() } as Prisma.InputJsonValue;
  // One message id per event and webhook: the `webhook-id` a receiver deduplicates on.
  await tx.webhookDelivery.createMany({
    data: webhooks.map((w) => ({ webhookId: w.id, messageId: `msg_${randomUUID().replaceAll("-", "")}`, eventType: type, payload })),
  });
  notifyDeliveries();
  return webhooks.length;
}

/** Claims the next due delivery (attempt counted, lease taken); null when none is due. */
export async function claimDelivery(prisma: Db, now: Date, webhookIds?: string[]): Promise<{ id: string; attempts: number } | null> {
  // Tests that share a database with other files deliver only their own webhooks' events.
  const scope = webhookIds ? Prisma.sql`AND "webhook_id"::text = ANY(${webhookIds}::text[])` : Prisma.empty;
  const rows = await prisma.$queryRaw<{ id: string; attempts: number }[]>`
    UPDATE "webhook_deliveries" SET "attempts" = "attempts" + 1,
      "next_attempt_at" = ${sqlTime(new Date(now.getTime() + CLAIM_LEASE_MS))}::timestamp, "updated_at" = ${sqlTime(now)}::timestamp
    WHERE "id" = (
      SELECT "id" FROM "webhook_deliveries"
      WHERE "status" = 'pending' AND "next_attempt_at" <= ${sqlTime(now)}::timestamp ${scope}
      ORDER BY "next_attempt_at"
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "attempts"`;
  return rows[0] ? { id: String(rows[0].id), attempts: Number(rows[0].attempts) } : null;
}

// In-process wake-up, so the worker sends a new event at once instead of at its next poll.
// Each listener after the current transaction has had a chance to commit; the poll catches anything later.
const deliveries = wakeListeners(new Set(), (listener) => setTimeout(listener, 50));
export const onDeliveries = deliveries.on;
export const notifyDeliveries = deliveries.notify;
