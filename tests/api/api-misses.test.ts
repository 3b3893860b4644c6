import { execFileSync } from "node:child_process";
import http from "node:http";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as catchAll from "@/app/api/v1/[...path]/route";
import { proxy } from "@/proxy";
import { SOCKET_IP_HEADER } from "@/server/http/origin";
import { installRequestGuard } from "@/server/http/socket-ip";
import { restRoutes } from "@/server/operations/rest-routes";
import { api, routeFileOf } from "../helpers/http";

// Issue 14.8: any /api/* miss answers the JSON error body; a wrong method is a 405 with Allow.

const CATCH_ALL = "app/api/v1/[...path]/route.ts";
const proxied = (method: string, path: string) => proxy(new NextRequest(`http://adlab.test${path}`, { method }));

/**
 * What a client gets: proxy.ts's refusal, or, where it lets the request through to the /api/v1 catch-all
 * (issue 28: the operations' paths are no route files), the catch-all's answer.
 */
async function at(method: string, path: string): Promise<Response> {
  const passed = proxied(method, path);
  const url = new URL(`http://adlab.test${path}`);
  if (passed.headers.get("x-middleware-next") !== "1" || !routeFileOf(url.pathname)?.endsWith(CATCH_ALL)) return passed;
  return catchAll[method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS"](new Request(url, { method }));
}

describe("misses under /api", () => {
  it("keeps the route table in step with app/api", () => {
    expect(() => execFileSync(process.execPath, ["scripts/api-routes.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });

  it("answers unknown paths with 404 not_found in JSON", async () => {
    for (const path of [
      "/api/v1/nope",
      // The URL resolves dot segments, %2e included (to /api/v1/nope); /api/v1 itself is the index.
      "/api/v1/projects/../nope",
      "/api/v1/projects/%2e%2e/nope",
      "/api/v1/projects/%2e%2e/audiences",
      "/api/v1/projects/%00",
      "/api/v1/projects/%ff",
      "/api/v1/projects/%C0%AF",
      "/api/v1/projects/a%2fb",
      "/api/v1/projects/x/audiences/y/z/w",
      "/api",
      "/api/",
    ]) {
      const res = await at("GET", path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("application/json");
      expect((await res.json()).error.code, path).toBe("not_found");
    }
  });

  it("answers a method the route lacks, TRACE included, with 405 and Allow", async () => {
    const cases: [string, string, string][] = [
      ["DELETE", "/api/v1/styles", "GET, HEAD, OPTIONS"],
      ["PATCH", "/api/v1/projects", "GET, HEAD, OPTIONS, POST"],
      ["PUT", "/api/v1/projects/abc", "DELETE, GET, HEAD, OPTIONS, PATCH"],
      ["POST", "/api/v1/projects/p/ads/a/png", "GET, HEAD, OPTIONS"],
    ];
    for (const [method, path, allow] of cases) {
      const res = await at(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
      expect((await res.json()).error.code).toBe("method_not_allowed");
    }
  });

  it("answers OPTIONS with the path's methods, as Next.js answers it for a route file", async () => {
    for (const [path, allow] of [
      ["/api/v1/account", "GET, HEAD, OPTIONS"],
      ["/api/v1/projects/p/catalogs/c/items/i", "DELETE, OPTIONS, PATCH"],
      ["/api/v1/projects/p/assets", "GET, HEAD, OPTIONS, POST"],
    ]) {
      const res = await at("OPTIONS", path);
      expect(res.status, path).toBe(204);
      expect(res.headers.get("allow"), path).toBe(allow);
    }
  });

  it("serves every operation's path from the catch-all: no route file beside it takes one (a [file] folder would take ad_runs)", () => {
    for (const route of restRoutes) {
      const path = route.path.replace(/\{(\w+)\}/g, "$1-x");
      expect(routeFileOf(path), `${route.method} ${route.path}`).toContain(CATCH_ALL);
    }
  });

  it("answers TRACE at the server, before Next.js (which cannot make a Request of it), and stamps the socket address", async () => {
    const server = http.createServer((req, res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ ip: req.headers[SOCKET_IP_HEADER] }));
    });
    installRequestGuard();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const send = (method: string) =>
      new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
        const r = http.request({ host: "127.0.0.1", port, method, path: "/api/v1/projects", headers: { [SOCKET_IP_HEADER]: "203.0.113.9" } }, (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
        });
        r.on("error", reject);
        r.end();
      });
    try {
      const trace = await send("TRACE");
      expect(trace.status).toBe(405);
      expect(trace.allow).toBeTruthy();
      expect(JSON.parse(trace.body).error.code).toBe("method_not_allowed");
      // A client cannot choose the stamped address.
      expect(JSON.parse((await send("GET")).body).ip).toBe("127.0.0.1");
    } finally {
      server.close();
    }
  });

  it("answers GET /api/v1 with a small index instead of a 404", async () => {
    const res = await api.get("/api/v1");
    expect(res.status).toBe(200);
    expect(res.body.links).toEqual({
      docs: expect.stringMatching(/\/$/),
      openapi: expect.stringMatching(/\/api\/v1\/openapi\.json$/),
      mcp: expect.stringMatching(/\/api\/mcp$/),
      llms_txt: expect.stringMatching(/\/llms\.txt$/),
      graphql: expect.stringMatching(/\/api\/graphql$/),
    });
  });

  it("lets requests a route serves through", async () => {
    for (const [method, path] of [
      ["GET", "/api/v1"],
      ["GET", "/api/v1/projects"],
      ["POST", "/api/v1/projects/p/ads/a/ad_runs"],
      ["GET", "/api/v1/projects/p/hypotheses/brief"],
      ["GET", "/api/auth/callback/email"],
      ["POST", "/api/trpc/apiKeys.list"],
      ["HEAD", "/api/health"],
      ["OPTIONS", "/api/v1/account"],
    ]) {
      const res = proxied(method, path);
      expect(res.headers.get("x-middleware-next"), `${method} ${path}`).toBe("1");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });
});
