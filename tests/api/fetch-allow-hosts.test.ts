import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api } from "../helpers/http";
import { createAccount } from "../helpers/factories";

// Issue 14.12: ADLAB_FETCH_ALLOW_HOSTS allows host:port entries; a redirect to another port of an allowed
// host is refused like any private address.

let allowed: http.Server;
let other: http.Server;
let otherHits = 0;
const portOf = (s: http.Server) => (s.address() as AddressInfo).port;

beforeAll(async () => {
  other = http.createServer((_req, res) => {
    otherHits++;
    res.writeHead(200, { "content-type": "text/html" }).end("<title>internal</title>");
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  allowed = http.createServer((_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${portOf(other)}/admin` }).end());
  await new Promise<void>((resolve) => allowed.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((r) => allowed.close(r));
  await new Promise((r) => other.close(r));
});
afterEach(() => {
  delete process.env.ADLAB_FETCH_ALLOW_HOSTS;
});

describe("ADLAB_FETCH_ALLOW_HOSTS", () => {
  it("does not follow a redirect to another port of an allowed host", async () => {
    process.env.ADLAB_FETCH_ALLOW_HOSTS = `127.0.0.1:${portOf(allowed)}`;
    const { token } = await createAccount();
    const res = await api.post("/api/v1/projects/from_url", { url: `http://127.0.0.1:${portOf(allowed)}/` }, { token });
    expect(res.status).toBe(422);
    expect(res.body.error.details.join(" ")).toMatch(/private or loopback/);
    expect(otherHits).toBe(0);
  });

  it("allows a bare host on its default port only", async () => {
    process.env.ADLAB_FETCH_ALLOW_HOSTS = "127.0.0.1";
    const { token } = await createAccount();
    const res = await api.post("/api/v1/projects/from_url", { url: `http://127.0.0.1:${portOf(other)}/` }, { token });
    expect(res.status).toBe(422);
    expect(otherHits).toBe(0);
  });
});
