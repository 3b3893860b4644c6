import { afterEach, describe, expect, it } from "vitest";
import { itOnce } from "../helpers/engines";
import { api } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";
import { db } from "@/server/db/client";
import { drainJobs } from "@/server/jobs/runner";
import { generationHooks } from "@/server/generation/renderer";
import { insertAd } from "../helpers/ad-factory";
import { failedAd, newAd, startWebhookReceiver, verified } from "../helpers/webhook-receiver";
import { deliverDue, startWebhookWorker } from "@/server/webhooks/worker";

// Issue 15: signed webhooks (Standard Webhooks), delivered over real HTTP to a receiver on 127.0.0.1.
process.env.ADLAB_JOB_BACKOFF_MS = "0";

const { answers, at, newWebhook } = startWebhookReceiver();
afterEach(() => {
  generationHooks.beforeRender = undefined;
});

describe("webhooks: signed deliveries over HTTP", () => {
  itOnce("sends ad.ready and ad.failed, signed (standardwebhooks verifies them)", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const webhook = await newWebhook(token, "/ads", ["ad.ready", "ad.failed"]);

    // One pinned style: the test is about the event, not about which design the pipeline picks.
    const created = await api.post(`/api/v1/projects/${project.id}/ads`, { ad: { output: "image", placements: ["square"], template_key: "bold-statement" } }, { token });
    expect(created.status).toBe(202);
    const ready = created.body.ad as { id: string };
    await drainJobs({ adIds: [ready.id] });
    const failing = await newAd(token, project.id);
    generationHooks.beforeRender = ({ adId }) => {
      if (adId === failing.id) throw new Error("renderer exploded");
    };
    await drainJobs({ adIds: [failing.id] });
    expect(await deliverDue({ webhookIds: [webhook.id] })).toBe(2);

    const [first, second] = at("/ads");
    expect(first.headers["content-type"]).toBe("application/json");
    expect(first.headers["webhook-id"]).toMatch(/^msg_/);
    expect(Math.abs(Number(first.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(first.headers["webhook-signature"]).toMatch(/^v1,/);
    const readyEvent = verified(webhook.secret, first);
    expect(readyEvent).toMatchObject({ type: "ad.ready", data: { id: ready.id, status: "ready", ready: true, project_id: project.id } });
    // The data is the ad as GET returns it.
    const got = (await api.get(`/api/v1/projects/${project.id}/ads/${ready.id}`, { token })).body.ad;
    expect(Object.keys(readyEvent.data).sort()).toEqual(Object.keys(got).sort());
    const failedEvent = verified(webhook.secret, second);
    expect(failedEvent).toMatchObject({ type: "ad.failed", data: { id: failing.id, status: "failed", failure_reason: expect.stringMatching(/refunded/) } });
    // A tampered body or another secret does not verify.
    expect(() => verified(webhook.secret, { ...first, body: first.body.replace("ready", "READY") })).toThrow();
    expect(() => verified(`whsec_${Buffer.alloc(32, 1).toString("base64")}`, first)).toThrow();

    const log = await api.get(`/api/v1/webhooks/${webhook.id}/deliveries`, { token });
    expect(log.status).toBe(200);
    expect(log.body.deliveries.map((d: any) => [d.event_type, d.status, d.status_code, d.attempt, d.next_attempt_at, d.error])).toEqual([
      ["ad.failed", "succeeded", 204, 1, null, null],
      ["ad.ready", "succeeded", 204, 1, null, null],
    ]);
    expect(log.body.deliveries[0].duration_ms).toBeGreaterThanOrEqual(0);
    // An event no webhook subscribes to queues nothing: a disabled webhook gets nothing either.
    await api.patch(`/api/v1/webhooks/${webhook.id}`, { webhook: { enabled: false } }, { token });
    await failedAd(token, project.id);
    expect(await deliverDue({ webhookIds: [webhook.id] })).toBe(0);
  });

  it("retries a failed delivery after a restart of the worker, with the same webhook-id, and nothing is lost", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const webhook = await newWebhook(token, "/flaky", ["ad.failed"]);
    answers.set("/flaky", [500]);
    const ad = await failedAd(token, project.id);

    // The first worker sends the event, gets a 500, and the process "stops".
    const first = startWebhookWorker({ pollMs: 200 });
    await expect.poll(() => at("/flaky").length, { timeout: 10_000 }).toBe(1);
    await first.stop();
    const pending = (await api.get(`/api/v1/webhooks/${webhook.id}/deliveries`, { token })).body.deliveries[0];
    expect(pending).toMatchObject({ event_type: "ad.failed", status: "pending", status_code: 500, attempt: 1, error: "answered HTTP 500" });
    // The first retry is due within 10 s (5 s).
    const wait = Date.parse(pending.next_attempt_at) - Date.parse(pending.last_attempt_at);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10_000);

    // A new worker (a restarted process) finds the queued retry in the database and delivers it.
    const second = startWebhookWorker({ pollMs: 200 });
    try {
      await expect.poll(() => at("/flaky").length, { timeout: 15_000, interval: 200 }).toBe(2);
    } finally {
      await second.stop();
    }
    const [failedTry, retry] = at("/flaky");
    expect(retry.headers["webhook-id"]).toBe(failedTry.headers["webhook-id"]);
    expect(verified(webhook.secret, retry)).toMatchObject({ type: "ad.failed", data: { id: ad.id, failure_reason: "test failure" } });
    const done = (await api.get(`/api/v1/webhooks/${webhook.id}/deliveries`, { token })).body.deliveries[0];
    expect(done).toMatchObject({ status: "succeeded", status_code: 204, attempt: 2, error: null, next_attempt_at: null });
  });

  it("follows the retry schedule to failed, and a manual retry sends the event again", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const webhook = await newWebhook(token, "/down", ["ad.failed"]);
    answers.set("/down", Array(8).fill(503));
    const ad = await failedAd(token, project.id);
    // Each attempt is run at the time it is due (a clock moved forward instead of waiting a day).
    let now = Date.now();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect(await deliverDue({ webhookIds: [webhook.id], now: new Date(now) })).toBe(1);
      const [row] = (await api.get(`/api/v1/webhooks/${webhook.id}/deliveries`, { token })).body.deliveries;
      if (row.next_attempt_at) {
        waits.push(Date.parse(row.next_attempt_at) - now);
        now = Date.parse(row.next_attempt_at);
      }
    }
    expect(waits).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    const [dead] = (await api.get(`/api/v1/webhooks/${webhook.id}/deliveries`, { token })).body.deliveries;
    expect(dead).toMatchObject({ status: "failed", attempt: 8, status_code: 503, next_attempt_at: null });
    expect(at("/down")).toHaveLength(8);

    const retried = await api.post(`/api/v1/webhooks/${webhook.id}/deliveries/${dead.id}/retry`, undefined, { token });
    expect(retried.status).toBe(202);
    expect(retried.body.delivery).toMatchObject({ status: "pending", attempt: 0, event_type: "ad.failed", message_id: dead.message_id });
    expect(await deliverDue({ webhookIds: [webhook.id] })).toBe(1);
    expect(verified(webhook.secret, at("/down")[8])).toMatchObject({ type: "ad.failed", data: { id: ad.id } });
    const log = (await api.get(`/api/v1/webhooks/${webhook.id}/deliveries`, { token })).body.deliveries;
    expect(log.map((d: any) => d.status)).toEqual(["succeeded", "failed"]);
    // Unknown or foreign delivery ids are 404.
    const other = await createAccount();
    expect((await api.post(`/api/v1/webhooks/${webhook.id}/deliveries/${dead.id}/retry`, undefined, { token: other.token })).status).toBe(404);
    expect((await api.post(`/api/v1/webhooks/${webhook.id}/deliveries/00000000-0000-4000-8000-000000000000/retry`, undefined, { token })).status).toBe(404);
  });

  it("disables a webhook that has failed for three days", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const webhook = await newWebhook(token, "/gone", ["ad.failed"]);
    answers.set("/gone", [500]);
    const prisma = await db();
    await prisma.webhook.update({ where: { id: webhook.id }, data: { failingSince: new Date(Date.now() - 3 * 24 * 3600_000 - 1000) } });
    await failedAd(token, project.id);
    expect(await deliverDue({ webhookIds: [webhook.id] })).toBe(1);
    const got = (await api.get(`/api/v1/webhooks/${webhook.id}`, { token })).body.webhook;
    expect(got).toMatchObject({ enabled: false, disabled_reason: expect.stringMatching(/^disabled after failing since /) });
    // Its pending retry is not sent; enabling it again is up to the account.
    expect(await deliverDue({ webhookIds: [webhook.id], now: new Date(Date.now() + 60_000) })).toBe(1);
    expect(at("/gone")).toHaveLength(1);
    const [row] = (await api.get(`/api/v1/webhooks/${webhook.id}/deliveries`, { token })).body.deliveries;
    expect(row).toMatchObject({ status: "failed", error: "the webhook is disabled" });
    const retry = await api.post(`/api/v1/webhooks/${webhook.id}/deliveries/${row.id}/retry`, undefined, { token });
    expect(retry.status).toBe(409);
    expect(retry.body.error.code).toBe("webhook_disabled");
  });

  itOnce("checks the URL on every delivery and does not follow redirects", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const guarded = await newWebhook(token, "/guarded", ["ad.failed"]);
    const redirecting = await newWebhook(token, "/redirect", ["ad.failed"]);
    answers.set("/redirect", [302]);
    await failedAd(token, project.id);
    // The allow-list no longer names the receiver: the guarded delivery is refused before connecting.
    const allowed = process.env.ADLAB_FETCH_ALLOW_HOSTS;
    process.env.ADLAB_FETCH_ALLOW_HOSTS = "";
    try {
      expect(await deliverDue({ webhookIds: [guarded.id] })).toBe(1);
    } finally {
      process.env.ADLAB_FETCH_ALLOW_HOSTS = allowed;
    }
    expect(at("/guarded")).toHaveLength(0);
    const [refused] = (await api.get(`/api/v1/webhooks/${guarded.id}/deliveries`, { token })).body.deliveries;
    expect(refused).toMatchObject({ status: "pending", status_code: null, error: "url: 127.0.0.1 is a private or loopback address" });

    expect(await deliverDue({ webhookIds: [redirecting.id] })).toBe(1);
    expect(at("/redirect")).toHaveLength(1);
    expect(at("/elsewhere")).toHaveLength(0);
    const [redirected] = (await api.get(`/api/v1/webhooks/${redirecting.id}/deliveries`, { token })).body.deliveries;
    expect(redirected).toMatchObject({ status: "pending", status_code: 302, error: "answered HTTP 302" });
  });

  itOnce("sends ad_file.ready when an on-demand raster is stored", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const created = await api.post(`/api/v1/projects/${project.id}/ads`, { ad: { output: "image", placements: ["square"], template_key: "bold-statement" } }, { token });
    const adId = created.body.ad.id as string;
    await drainJobs({ adIds: [adId] });
    const webhook = await newWebhook(token, "/files", ["ad_file.ready"]);
    const file = `/api/v1/projects/${project.id}/ads/${adId}/file.jpg?placement=square`;
    expect((await api.get(file, { token })).status).toBe(202);
    await drainJobs({ adIds: [adId] });
    expect(await deliverDue({ webhookIds: [webhook.id] })).toBe(1);
    const event = verified(webhook.secret, at("/files")[0]);
    expect(event).toMatchObject({ type: "ad_file.ready", data: { ad_id: adId, project_id: project.id, placement: "square", format: "jpg", width: 1080, height: 1080 } });
    expect(event.data.byte_size).toBeGreaterThan(0);
    expect((await api.get(file, { token })).status).toBe(200);
  });

  itOnce("sends ad_run.health_changed when observations change a run's health trend, and only then", async () => {
    const { token, userId } = await createAccount();
    const project = await createProject(token);
    const ad = await insertAd(userId, project.id);
    const base = `/api/v1/projects/${project.id}/ads/${ad.id}/ad_runs`;
    const run = (await api.post(base, { ad_run: { platform: "meta" } }, { token })).body.ad_run;
    const webhook = await newWebhook(token, "/health", ["ad_run.health_changed"]);
    const days = (from: number, to: number, clicks: number) =>
      Array.from({ length: to - from }, (_, i) => ({ kind: "metrics", window_start: new Date(Date.UTC(2026, 5, 1 + from + i)).toISOString().slice(0, 10), impressions: 1000, clicks }));
    const batch = async (observations: unknown[]) => expect((await api.post(`${base}/${run.id}/observations/batch`, { observations }, { token })).status).toBe(201);
    await batch(days(0, 14, 20)); // insufficient_data -> stable
    await batch(days(14, 21, 10)); // stable -> declining (70/7000 against 140/7000)
    await batch(days(21, 22, 10)); // still declining: no event
    expect(await deliverDue({ webhookIds: [webhook.id] })).toBe(2);
    const [first, second] = at("/health").map((r) => verified(webhook.secret, r));
    expect(first).toMatchObject({ type: "ad_run.health_changed", data: { id: run.id, previous_health_trend: "insufficient_data", health: { trend: "stable" } } });
    expect(second).toMatchObject({ type: "ad_run.health_changed", data: { id: run.id, previous_health_trend: "stable", health: { trend: "declining" } } });
    const got = (await api.get(`${base}/${run.id}`, { token })).body.ad_run;
    expect(Object.keys(second.data).sort()).toEqual([...Object.keys(got), "previous_health_trend"].sort());
  });

  itOnce("sends tokens.low once when the balance falls below the cost of one video ad", async () => {
    const { token } = await createAccount(200);
    const project = await createProject(token);
    const webhook = await newWebhook(token, "/tokens", ["tokens.low"]);
    const videoCost = (await api.get("/api/v1/account", { token })).body.account.output_options.find((o: any) => o.id === "video").token_cost;
    expect(videoCost).toBe(163);
    await newAd(token, project.id); // 200 -> 175: still above
    await newAd(token, project.id); // 175 -> 150: crosses
    await newAd(token, project.id); // 150 -> 125: already below
    expect(await deliverDue({ webhookIds: [webhook.id] })).toBe(1);
    const event = verified(webhook.secret, at("/tokens")[0]);
    expect(event).toMatchObject({ type: "tokens.low", data: { token_balance: 150, threshold: 163 } });
  });
});
