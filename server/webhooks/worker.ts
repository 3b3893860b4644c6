import { performance } from "node:perf_hooks";
import { Webhook as Signer } from "standardwebhooks";
import { clockDate } from "../clock";
import { config } from "../config";
import { db, type Db } from "../db/client";
import { assertHttpUrl, assertPublicHost, pinnedRequest } from "../http/outbound";
import { pollLoops, startOncePerProcess, stopStarted, type Loops } from "../jobs/poll-loops";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, claimDelivery, onDeliveries } from "./queue";

/**
 * The delivery worker: sends due deliveries as signed POSTs (Standard Webhooks headers), records each
 * attempt on its row, and schedules the next one. It runs in the process that runs jobs (server/boot.ts),
 * whether generation runs on the embedded runner or on Inngest: its queue is the database, not Inngest.
 */

/** A 2xx within this time is a success. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** A webhook whose deliveries have failed without a success for this long is disabled. */
export const DISABLE_AFTER_MS = 3 * 24 * 3600_000;

type Outcome = { ok: boolean; statusCode: number | null; error: string | null; durationMs: number };

async function send(url: string, secret: string, messageId: string, body: string): Promise<Outcome> {
  const started = performance.now();
  const done = (ok: boolean, statusCode: number | null, error: string | null): Outcome => ({ ok, statusCode, error, durationMs: Math.round(performance.now() - started) });
  let address: string;
  const target = new URL(url);
  try {
    // Checked on every attempt: DNS may now point somewhere private, or the allow-list may have changed.
    assertHttpUrl(target);
    address = await assertPublicHost(target);
  } catch (error) {
    return done(false, null, (error as { details?: string[] }).details?.join("; ") ?? (error as Error).message);
  }
  const timestamp = clockDate();
  const headers = {
    "content-type": "application/json",
    "user-agent": "adlab-webhooks/1.0",
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "webhook-signature": new Signer(secret).sign(messageId, timestamp, body),
  };
  try {
    const response = await pinnedRequest(target, address, { method: "POST", headers, body, timeoutMs: DELIVERY_TIMEOUT_MS });
    await response.body?.cancel().catch(() => {});
    // Redirects are not followed: a 3xx is a failed attempt like any other non-2xx.
    if (response.status >= 200 && response.status < 300) return done(true, response.status, null);
    return done(false, response.status, `answered HTTP ${response.status}`);
  } catch (error) {
    const name = (error as Error).name;
    const code = (error as { code?: string }).code;
    const reason = name === "TimeoutError" || name === "AbortError" ? `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s` : `connection failed${code ? ` (${code})` : ""}`;
    return done(false, null, reason);
  }
}

/** Sends one claimed delivery and records the attempt; only the claimer (same attempt count) may record it. */
async function deliver(prisma: Db, claimed: { id: string; attempts: number }, now: Date): Promise<void> {
  const delivery = await prisma.webhookDelivery.findUnique({ where: { id: claimed.id }, include: { webhook: true } });
  if (!delivery) return;
  const fence = { id: delivery.id, attempts: claimed.attempts, status: "pending" };
  const { webhook } = delivery;
  if (!webhook.enabled) {
    await prisma.webhookDelivery.updateMany({ where: fence, data: { status: "failed", nextAttemptAt: null, lastError: "the webhook is disabled" } });
    return;
  }
  const outcome = await send(webhook.url, webhook.secret, delivery.messageId, JSON.stringify(delivery.payload));
  const attempt = { lastAttemptAt: now, lastStatusCode: outcome.statusCode, lastDurationMs: outcome.durationMs, lastError: outcome.error };
  if (outcome.ok) {
    await prisma.webhookDelivery.updateMany({ where: fence, data: { ...attempt, status: "succeeded", nextAttemptAt: null } });
    if (webhook.failingSince) await prisma.webhook.updateMany({ where: { id: webhook.id }, data: { failingSince: null } });
    return;
  }
  const last = claimed.attempts >= MAX_ATTEMPTS;
  await prisma.webhookDelivery.updateMany({
    where: fence,
    data: { ...attempt, status: last ? "failed" : "pending", nextAttemptAt: last ? null : new Date(now.getTime() + RETRY_DELAYS_MS[claimed.attempts - 1]) },
  });
  const failingSince = webhook.failingSince ?? now;
  if (now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS) {
    await prisma.webhook.updateMany({
      where: { id: webhook.id, enabled: true },
      data: { enabled: false, disabledReason: `disabled after failing since ${failingSince.toISOString()}` },
    });
  } else if (!webhook.failingSince) {
    await prisma.webhook.updateMany({ where: { id: webhook.id, failingSince: null }, data: { failingSince: now } });
  }
}

/** Claims and sends one due delivery; false when none is due. */
export async function deliverOne(options: { now?: Date; webhookIds?: string[] } = {}): Promise<boolean> {
  const prisma = await db();
  const now = options.now ?? clockDate();
  const claimed = await claimDelivery(prisma, now, options.webhookIds);
  if (!claimed) return false;
  await deliver(prisma, claimed, now);
  return true;
}

/** Sends every due delivery (tests, CLI); `now` may be in the future to reach scheduled retries. */
export async function deliverDue(options: { now?: Date; webhookIds?: string[]; max?: number } = {}): Promise<number> {
  let count = 0;
  while (count < (options.max ?? 1000) && (await deliverOne(options))) count++;
  return count;
}

const WORKER_KEY = "__adlabWebhookWorker";

/**
 * Starts this process's delivery loop: polls every `ADLAB_WEBHOOK_POLL_MS` (default 1000) and wakes at
 * once when this process queues an event. A delivery claimed by a process that died is due again after
 * the claim lease (CLAIM_LEASE_MS in queue.ts).
 */
export function startWebhookWorker(options: { pollMs?: number } = {}): Loops {
  return startOncePerProcess(WORKER_KEY, () =>
    pollLoops({ count: 1, pollMs: options.pollMs ?? config.webhookPollMs, label: "webhook worker", once: () => deliverOne(), wakeOn: onDeliveries }),
  );
}

export async function stopWebhookWorker(): Promise<void> {
  await stopStarted(WORKER_KEY);
}
