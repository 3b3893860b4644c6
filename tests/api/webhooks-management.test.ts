import { describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { graphql, trpcAs } from "../helpers/fronts";
import { createAccount, createProject } from "../helpers/factories";
import { failedAd, startWebhookReceiver } from "../helpers/webhook-receiver";
import { deliverDue } from "@/server/webhooks/worker";

// Issue 15: webhook management (CRUD, validation, isolation) and its parity across REST, tRPC and GraphQL.
process.env.ADLAB_JOB_BACKOFF_MS = "0";

const { urlOf, newWebhook, port: receiverPort } = startWebhookReceiver();

describe("webhooks: CRUD, secret, validation and isolation", () => {
  it("creates a webhook whose secret is shown only at creation and on rotation", async () => {
    const { token } = await createAccount();
    const res = await api.post("/api/v1/webhooks", { webhook: { url: urlOf("/crud"), events: ["ad.ready", "ad.failed", "ad.ready"] } }, { token });
    expect(res.status).toBe(201);
    const webhook = res.body.webhook;
    expect(webhook).toMatchObject({ url: urlOf("/crud"), events: ["ad.ready", "ad.failed"], description: null, enabled: true, disabled_reason: null });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Object.keys(webhook).sort()).toEqual(["created_at", "description", "disabled_reason", "enabled", "events", "id", "secret", "updated_at", "url"]);

    const got = await api.get(`/api/v1/webhooks/${webhook.id}`, { token });
    expect(got.status).toBe(200);
    expect(got.body.webhook.secret).toBeUndefined();
    const list = await api.get("/api/v1/webhooks", { token });
    expect(list.body).toMatchObject({ webhooks: [{ id: webhook.id }], next_cursor: null });
    expect(list.body.webhooks[0].secret).toBeUndefined();

    const patched = await api.patch(`/api/v1/webhooks/${webhook.id}`, { webhook: { events: ["tokens.low"], description: "low balance", enabled: false } }, { token });
    expect(patched.status).toBe(200);
    expect(patched.body.webhook).toMatchObject({ events: ["tokens.low"], description: "low balance", enabled: false, disabled_reason: "disabled by the account" });
    expect(patched.body.webhook.secret).toBeUndefined();
    const enabled = await api.patch(`/api/v1/webhooks/${webhook.id}`, { webhook: { enabled: true } }, { token });
    expect(enabled.body.webhook).toMatchObject({ enabled: true, disabled_reason: null });

    const rotated = await api.post(`/api/v1/webhooks/${webhook.id}/rotate_secret`, undefined, { token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.webhook.secret).toMatch(/^whsec_/);
    expect(rotated.body.webhook.secret).not.toBe(webhook.secret);

    expect((await api.delete(`/api/v1/webhooks/${webhook.id}`, { token })).status).toBe(204);
    expect((await api.get(`/api/v1/webhooks/${webhook.id}`, { token })).status).toBe(404);
  });

  it("refuses unknown events, bad URLs and private addresses with the error body", async () => {
    const { token } = await createAccount();
    const bad = async (webhook: unknown) => {
      const res = await api.post("/api/v1/webhooks", { webhook }, { token });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("validation_failed");
      return (res.body.error.details as string[]).join(" | ");
    };
    expect(await bad({ url: urlOf("/x"), events: ["ad.ready", "ad.exploded"] })).toMatch(/webhook\.events\.1: unknown event type "ad\.exploded"; one of ad\.ready, ad\.failed/);
    expect(await bad({ url: urlOf("/x"), events: [] })).toMatch(/webhook\.events: must name at least one event/);
    expect(await bad({ url: "ftp://example.com/hook", events: ["ad.ready"] })).toMatch(/webhook\.url: must be an http or https URL/);
    expect(await bad({ events: ["ad.ready"] })).toMatch(/webhook\.url/);
    expect(await bad({ url: urlOf("/x"), events: ["ad.ready"], secret: "whsec_mine" })).toMatch(/secret/);
    // Loopback on another port than the allowed one: the from_url guard.
    const port = receiverPort();
    expect(await bad({ url: `http://127.0.0.1:${port + 1 === 65536 ? 1 : port + 1}/x`, events: ["ad.ready"] })).toMatch(/webhook\.url: 127\.0\.0\.1 is a private or loopback address/);
    expect(await bad({ url: "http://10.1.2.3/x", events: ["ad.ready"] })).toMatch(/private or loopback/);

    const webhook = await newWebhook(token, "/x", ["ad.ready"]);
    const patch = await api.patch(`/api/v1/webhooks/${webhook.id}`, { webhook: { events: ["nope"] } }, { token });
    expect(patch.status).toBe(422);
    expect(patch.body.error.details).toEqual([expect.stringMatching(/^webhook\.events\.0: unknown event type "nope"/)]);
    const body = await api.post("/api/v1/webhooks", "{", { token });
    expect(body.status).toBe(400);
  });

  it("keeps other accounts' webhooks and deliveries invisible (404)", async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const webhook = await newWebhook(owner.token, "/iso", ["ad.ready"]);
    const base = `/api/v1/webhooks/${webhook.id}`;
    expect((await api.get(base, { token: other.token })).status).toBe(404);
    expect((await api.patch(base, { webhook: { enabled: false } }, { token: other.token })).status).toBe(404);
    expect((await api.post(`${base}/rotate_secret`, undefined, { token: other.token })).status).toBe(404);
    expect((await api.get(`${base}/deliveries`, { token: other.token })).status).toBe(404);
    expect((await api.delete(base, { token: other.token })).status).toBe(404);
    expect((await api.get("/api/v1/webhooks", { token: other.token })).body.webhooks).toEqual([]);
    const notUuid = await api.get("/api/v1/webhooks/not-a-uuid", { token: owner.token });
    expect(notUuid.status).toBe(404);
    expect(notUuid.body.error.code).toBe("not_found");
    expect((await api.get(base, { token: owner.token })).status).toBe(200);
  });
});

const WEBHOOK_FIELDS = "id url events description enabled disabled_reason created_at updated_at";
const DELIVERY_FIELDS = "id webhook_id message_id event_type status attempt status_code duration_ms error last_attempt_at next_attempt_at created_at payload { type created_at data }";

describe("webhooks: REST, tRPC and GraphQL run the same operations", { timeout: 90_000 }, () => {
  it("create, list, get, update, rotate, deliveries, retry and delete agree, errors included", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const caller = await trpcAs(token);
    const { webhook: viaTrpc } = await caller.webhooks.createWebhook({ url: urlOf("/fronts"), events: ["ad.failed"] });
    expect(viaTrpc.secret).toMatch(/^whsec_/);
    const created = await graphql(token, `mutation($w: CreateWebhookInput!) { createWebhook(webhook: $w) { ${WEBHOOK_FIELDS} secret } }`, {
      w: { url: urlOf("/fronts"), events: ["ad.failed"], description: "gql" },
    });
    const viaGql = created.data.createWebhook;
    expect(viaGql.secret).toMatch(/^whsec_/);

    const rest = (await api.get("/api/v1/webhooks", { token })).body.webhooks;
    expect(rest.map((w: any) => w.id)).toEqual([viaGql.id, viaTrpc.id]);
    expect((await caller.webhooks.listWebhooks({})).webhooks).toEqual(rest);
    expect((await graphql(token, `{ webhooks { nodes { ${WEBHOOK_FIELDS} } pageInfo { hasNextPage } } }`)).data.webhooks).toEqual({ nodes: rest, pageInfo: { hasNextPage: false } });
    expect((await caller.webhooks.getWebhook({ webhook_id: viaGql.id })).webhook).toEqual(rest[0]);
    // GraphQL's Webhook type has no secret field at all.
    expect((await graphql(token, `query($id: String!) { webhook(id: $id) { secret } }`, { id: viaGql.id })).errors?.length).toBe(1);

    const { webhook: updated } = await caller.webhooks.updateWebhook({ webhook_id: viaTrpc.id, description: "trpc" });
    expect(updated).toEqual((await api.get(`/api/v1/webhooks/${viaTrpc.id}`, { token })).body.webhook);
    const gqlUpdate = await graphql(token, `mutation($id: String!, $w: UpdateWebhookInput!) { updateWebhook(id: $id, webhook: $w) { events } }`, { id: viaGql.id, w: { events: ["nope"] } });
    expect(gqlUpdate.errors?.[0].extensions).toMatchObject({ code: "validation_failed", status: 422 });
    await expect(caller.webhooks.updateWebhook({ webhook_id: viaGql.id, events: ["nope"] } as never)).rejects.toMatchObject({ code: "UNPROCESSABLE_CONTENT" });

    const rotated = (await graphql(token, `mutation($id: String!) { rotateWebhookSecret(webhookId: $id) { secret } }`, { id: viaGql.id })).data.rotateWebhookSecret;
    expect(rotated.secret).not.toBe(viaGql.secret);
    expect((await caller.webhooks.rotateWebhookSecret({ webhook_id: viaTrpc.id })).webhook.secret).not.toBe(viaTrpc.secret);

    await failedAd(token, project.id);
    expect(await deliverDue({ webhookIds: [viaGql.id, viaTrpc.id] })).toBe(2);
    const deliveries = (await api.get(`/api/v1/webhooks/${viaGql.id}/deliveries`, { token })).body.deliveries;
    expect((await caller.webhooks.listWebhookDeliveries({ webhook_id: viaGql.id })).deliveries).toEqual(deliveries);
    const gqlDeliveries = await graphql(token, `query($id: String!) { webhookDeliveries(webhookId: $id) { nodes { ${DELIVERY_FIELDS} } } }`, { id: viaGql.id });
    expect(gqlDeliveries.data.webhookDeliveries.nodes).toEqual(deliveries);
    const retried = await graphql(token, `mutation($id: String!, $d: String!) { retryWebhookDelivery(webhookId: $id, deliveryId: $d) { status message_id } }`, {
      id: viaGql.id,
      d: deliveries[0].id,
    });
    expect(retried.data.retryWebhookDelivery).toEqual({ status: "pending", message_id: deliveries[0].message_id });
    expect((await caller.webhooks.retryWebhookDelivery({ webhook_id: viaTrpc.id, delivery_id: deliveries[0].id }).catch((e) => e)).code).toBe("NOT_FOUND");

    expect(await caller.webhooks.deleteWebhook({ webhook_id: viaTrpc.id })).toBeNull();
    expect((await graphql(token, `mutation($id: String!) { deleteWebhook(id: $id) }`, { id: viaGql.id })).data.deleteWebhook).toBe(true);
    expect((await api.get("/api/v1/webhooks", { token })).body.webhooks).toEqual([]);
  });
});
