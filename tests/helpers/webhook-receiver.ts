import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect } from "vitest";
import { Webhook } from "standardwebhooks";
import { failAd } from "@/server/generation/outcome";
import { api } from "./http";

/**
 * A webhook receiver on 127.0.0.1 for the webhook tests (issue 15): records every request and answers the
 * statuses queued per path in `answers` (then 204). The receiver's host is the one allowed fetch target.
 */
export type Received = { path: string; headers: Record<string, string>; body: string };

export function startWebhookReceiver() {
  let receiver: http.Server;
  let port = 0;
  const received: Received[] = [];
  /** Status answered per path, in order (then 204). */
  const answers = new Map<string, number[]>();

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        const path = req.url ?? "/";
        received.push({ path, headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString() });
        const status = answers.get(path)?.shift() ?? 204;
        res.writeHead(status, status === 302 ? { location: "/elsewhere" } : {}).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    port = (receiver.address() as AddressInfo).port;
    process.env.ADLAB_FETCH_ALLOW_HOSTS = `127.0.0.1:${port}`;
  });
  afterAll(async () => {
    delete process.env.ADLAB_FETCH_ALLOW_HOSTS;
    await new Promise((r) => receiver.close(r));
  });

  const urlOf = (path: string) => `http://127.0.0.1:${port}${path}`;
  const at = (path: string) => received.filter((r) => r.path === path);

  async function newWebhook(token: string, path: string, events: string[]) {
    const res = await api.post("/api/v1/webhooks", { webhook: { url: urlOf(path), events, description: `test ${path}` } }, { token });
    expect(res.status).toBe(201);
    return res.body.webhook as { id: string; secret: string; [k: string]: any };
  }

  return { answers, urlOf, at, newWebhook, port: () => port };
}

/** Verifies a received request with the standardwebhooks verifier and returns the parsed event. */
export const verified = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, { "webhook-id": r.headers["webhook-id"], "webhook-timestamp": r.headers["webhook-timestamp"], "webhook-signature": r.headers["webhook-signature"] }) as {
    type: string;
    created_at: string;
    data: Record<string, any>;
  };

export async function newAd(token: string, projectId: string) {
  const res = await api.post(`/api/v1/projects/${projectId}/ads`, { ad: { output: "image", placements: ["square"] } }, { token });
  expect(res.status).toBe(202);
  return res.body.ad as { id: string };
}

/**
 * An `ad.failed` event through the production path (failAd) without rendering: the tests of delivery
 * mechanics do not depend on the renderers.
 */
export async function failedAd(token: string, projectId: string) {
  const ad = await newAd(token, projectId);
  expect(await failAd(ad.id, "test failure")).toBe(true);
  return ad;
}
