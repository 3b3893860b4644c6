import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Inngest configured (a dev server URL): creation sends events instead of enqueuing embedded jobs. The
// "dev server" is a fake on loopback. The Inngest client reads the environment when it is constructed, and a
// worker runs file after file in one module graph (isolate: false): an earlier file (ads-pipeline-jobs, through
// inngest/functions.ts) may have made it already, so it is told the environment again, and again after.
const events: { path: string; body: any[] }[] = [];
let answer: (req: IncomingMessage, res: ServerResponse, body: any[]) => void = (_req, res, body) => {
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ ids: body.map((_, i) => `evt-${i}`), status: 200 }));
};
const server = createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    const body = JSON.parse(raw || "[]");
    events.push({ path: req.url ?? "", body });
    answer(req, res, body);
  });
});

let mods: {
  api: typeof import("../helpers/http").api;
  factories: typeof import("../helpers/factories");
  db: typeof import("@/server/db/client").db;
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.INNGEST_DEV = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // As server/boot.ts does at start when Inngest is configured.
  const client = await import("@/inngest/client");
  client.inngest.setEnvVars();
  (await import("@/server/generation/dispatch")).setGenerationEvents(client.generationEvents);
  mods = { api: (await import("../helpers/http")).api, factories: await import("../helpers/factories"), db: (await import("@/server/db/client")).db };
});
afterAll(async () => {
  server.close();
  delete process.env.INNGEST_DEV;
  (await import("@/inngest/client")).inngest.setEnvVars();
});

describe("ad creation with Inngest configured", () => {
  it("sends one adlab/ad.generate event per variant and enqueues no embedded job", async () => {
    const { api, factories, db } = mods;
    const { token } = await factories.createAccount(1000);
    const project = await factories.createProject(token);
    const res = await api.post(`/api/v1/projects/${project.id}/ads`, { ad: { output: "image", placements: ["square"], variant_count: 2 } }, { token });
    expect(res.status).toBe(202);
    const sent = events.flatMap((e) => e.body);
    expect(sent.map((e) => e.name)).toEqual(["adlab/ad.generate", "adlab/ad.generate"]);
    expect(sent.map((e) => e.data.adId).sort()).toEqual(res.body.ads.map((a: any) => a.id).sort());
    const prisma = await db();
    const jobs = await prisma.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM "jobs" WHERE ("payload"->>'adId') = ANY($1::text[])`, res.body.ads.map((a: any) => a.id));
    expect(jobs).toHaveLength(0);
  });

  it("when the event cannot be sent, the ad fails at once and is refunded", async () => {
    const { api, factories } = mods;
    answer = (_req, res) => {
      res.statusCode = 500;
      res.end("{}");
    };
    const { token } = await factories.createAccount(100);
    const project = await factories.createProject(token);
    const res = await api.post(`/api/v1/projects/${project.id}/ads`, { ad: { output: "image", placements: ["square"] } }, { token });
    expect(res.status).toBe(202);
    expect(res.body.ad).toMatchObject({ status: "failed", failure_reason: expect.stringContaining("could not queue") });
    expect((await api.get("/api/v1/account", { token })).body.account.token_balance).toBe(100);
  });
});
