import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { db } from "@/server/db/client";
import { openApiDocument } from "@/server/openapi/document";
import { api, call } from "../helpers/http";
import { createAccount, createProject } from "../helpers/factories";

/** The conventions of the one HTTP entry (server/http/api-route.ts, conventions.ts, proxy.ts). */

const preflight = (origin: string, path = "/api/v1/projects") =>
  proxy(
    new NextRequest(`http://adlab.test${path}`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, idempotency-key" },
    }),
  );

afterEach(() => {
  delete process.env.ADLAB_CORS_ORIGINS;
  delete process.env.ADLAB_RATE_LIMIT;
});

describe("HTTP conventions", () => {
  it("tags single resources and lists with a weak ETag and answers 304 to If-None-Match until they change", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    for (const path of [`/api/v1/projects/${project.id}`, "/api/v1/projects"]) {
      const first = await api.get(path, { token });
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
      expect(first.headers.get("cache-control")).toBe("no-cache");
      const again = await api.get(path, { token, headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get("etag")).toBe(etag);
    }
    const before = (await api.get(`/api/v1/projects/${project.id}`, { token })).headers.get("etag")!;
    await api.patch(`/api/v1/projects/${project.id}`, { project: { name: "Renamed" } }, { token });
    const changed = await api.get(`/api/v1/projects/${project.id}`, { token, headers: { "if-none-match": before } });
    expect(changed.status).toBe(200);
    expect(changed.body.project.name).toBe("Renamed");
  });

  it("tags tRPC query answers too, privately, so the web app's polling revalidates with a 304", async () => {
    const { token } = await createAccount();
    const project = await createProject(token);
    const path = `/api/trpc/projects.getProject?input=${encodeURIComponent(JSON.stringify({ project_id: project.id }))}`;
    const first = await call("GET", path, undefined, { token });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await call("GET", path, undefined, { token, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    await api.patch(`/api/v1/projects/${project.id}`, { project: { name: "Renamed" } }, { token });
    const changed = await call("GET", path, undefined, { token, headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("sends X-Request-Id on every answer, echoes a well-formed client id and puts it in error bodies", async () => {
    const { token } = await createAccount();
    const generated = await api.get("/api/v1/projects", { token });
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await api.get("/api/v1/projects", { token, headers: { "x-request-id": "client-req.42" } });
    expect(echoed.headers.get("x-request-id")).toBe("client-req.42");
    const refused = await api.get("/api/v1/projects", { token, headers: { "x-request-id": "bad id\u0001" } });
    expect(refused.headers.get("x-request-id")).not.toContain("bad");
    const missing = await api.get("/api/v1/projects/00000000-0000-4000-8000-000000000000", { token, headers: { "x-request-id": "trace-7" } });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: "not_found", request_id: "trace-7" });
  });

  it("answers 401 with WWW-Authenticate: Bearer", async () => {
    const res = await api.get("/api/v1/projects");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer /);
    expect(res.body.error.request_id).toBe(res.headers.get("x-request-id"));
  });

  it("serves the catch-all's paths from the request's URL, whatever params Next.js hands it (next start: none)", async () => {
    const { token } = await createAccount();
    const { GET, POST } = await import("@/app/api/v1/[...path]/route");
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const description = "A small roastery that sells whole bean coffee by subscription to people who brew at home and want fresh beans every two weeks without thinking about it at all, roasted to order every Monday.";
    const created = await POST(new Request("http://adlab.test/api/v1/projects", { method: "POST", headers, body: JSON.stringify({ project: { name: "No params", description } }) }));
    expect(created.status).toBe(201);
    const listed = await GET(new Request("http://adlab.test/api/v1/projects", { headers }));
    expect(listed.status).toBe(200);
  });

  it("serves the OpenAPI document without a key, cacheable for five minutes", async () => {
    const res = await api.get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.body).toEqual(openApiDocument());
  });

  it("sends the rate-limit headers on errors of a limited route too", async () => {
    const { token } = await createAccount();
    const notFound = await api.get("/api/v1/projects/nope-nope", { token });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("x-ratelimit-limit")).toBe("600");
    expect(notFound.headers.get("ratelimit-policy")).toMatch(/^"default";q=600;w=\d+$/);
    const invalid = await call("POST", "/api/v1/projects", "{not json", { token });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe("invalid_json");
    expect(invalid.headers.get("x-ratelimit-remaining")).not.toBeNull();
  });

  it("marks an ad replay with Idempotent-Replayed and refuses a reused key with 422", async () => {
    const { token } = await createAccount(1000);
    const project = await createProject(token);
    const path = `/api/v1/projects/${project.id}/ads`;
    const headers = { "Idempotency-Key": "conv-1" };
    const first = await api.post(path, { ad: { output: "image" } }, { token, headers });
    expect(first.status).toBe(202);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const replay = await api.post(path, { ad: { output: "image" } }, { token, headers });
    expect(replay.status).toBe(202);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.ad.id).toBe(first.body.ad.id);
    const reused = await api.post(path, { ad: { output: "image", prompt: "other" } }, { token, headers });
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe("idempotency_key_reused");
    // These ads are not rendered here (the database may be shared with other files).
    await (await db()).$executeRawUnsafe(`DELETE FROM "jobs" WHERE ("payload"->>'adId') = $1`, first.body.ad.id);
  });

  it("answers CORS preflights for the configured origins only, without credentials", async () => {
    expect(preflight("https://app.example").headers.get("access-control-allow-origin")).toBeNull();

    process.env.ADLAB_CORS_ORIGINS = "https://app.example, https://other.example";
    const allowed = preflight("https://app.example");
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(allowed.headers.get("access-control-allow-headers")).toBe("Authorization, Content-Type, Idempotency-Key, If-None-Match, Prefer, X-Request-Id");
    expect(allowed.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(allowed.headers.get("access-control-allow-credentials")).toBeNull();
    expect(allowed.headers.get("access-control-expose-headers")).toContain("ETag, Retry-After, X-Request-Id, Idempotent-Replayed");
    expect(allowed.headers.get("access-control-expose-headers")).toContain("X-RateLimit-Remaining");
    expect(allowed.headers.get("x-request-id")).toBeTruthy();
    expect(preflight("https://evil.example").headers.get("access-control-allow-origin")).toBeNull();
    // Session (cookie) endpoints stay same-origin.
    expect(preflight("https://app.example", "/api/trpc/projects.listProjects").headers.get("access-control-allow-origin")).toBeNull();

    process.env.ADLAB_CORS_ORIGINS = "*";
    const get = proxy(new NextRequest("http://adlab.test/api/v1/projects", { headers: { origin: "https://any.example" } }));
    expect(get.headers.get("access-control-allow-origin")).toBe("*");
    // A miss proxy.ts answers itself (a route file's other method) carries them...
    const miss = proxy(new NextRequest("http://adlab.test/api/v1/openapi.json", { method: "POST", headers: { origin: "https://any.example" } }));
    expect(miss.status).toBe(405);
    expect(miss.headers.get("access-control-allow-origin")).toBe("*");
    expect(miss.headers.get("x-request-id")).toBeTruthy();
    // ...and so does one among the operations' paths, which passes on to the catch-all's 404 with these headers.
    const passed = proxy(new NextRequest("http://adlab.test/api/v1/nothing-here", { headers: { origin: "https://any.example" } }));
    expect(passed.headers.get("x-middleware-next")).toBe("1");
    expect(passed.headers.get("access-control-allow-origin")).toBe("*");
  });
});
