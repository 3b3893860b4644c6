import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import dnsPromises from "node:dns/promises";
import { syncBuiltinESMExports } from "node:module";
import { api } from "../helpers/http";
import { createAccount } from "../helpers/factories";

// Issue 14.12: ADLAB_FETCH_ALLOW_HOSTS allows host:port entries; a redirect to another port of an allowed
// host is refused like any private address; the fetch connects to the address that was checked.

let allowed: http.Server;
let other: http.Server;
let otherHits = 0;
const portOf = (s: http.Server) => (s.address() as AddressInfo).port;

// rebind.test resolves (for adlab's check) to 127.0.0.1; any other resolver would not know it. A fetch that
// resolved the name again instead of connecting to the checked address would fail. The resolver is replaced
// on node's own module (syncBuiltinESMExports updates its named exports), not mocked: workers run file after
// file in one module graph (isolate: false), where a module mock would not reach an import already loaded.
const realLookup = dnsPromises.lookup;
beforeAll(async () => {
  dnsPromises.lookup = (async (host: string, options: object) =>
    host === "rebind.test" ? [{ address: "127.0.0.1", family: 4 }] : realLookup(host, options as never)) as typeof realLookup;
  syncBuiltinESMExports();
  other = http.createServer((_req, res) => {
    otherHits++;
    res.writeHead(200, { "content-type": "text/html" }).end("<title>internal</title>");
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  allowed = http.createServer((_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${portOf(other)}/admin` }).end());
  await new Promise<void>((resolve) => allowed.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  dnsPromises.lookup = realLookup;
  syncBuiltinESMExports();
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

  it("connects to the address it checked, not to a second DNS answer", async () => {
    const plain = http.createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end("{}"));
    await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
    try {
      process.env.ADLAB_FETCH_ALLOW_HOSTS = `rebind.test:${portOf(plain)}`;
      const { token } = await createAccount();
      const res = await api.post("/api/v1/projects/from_url", { url: `http://rebind.test:${portOf(plain)}/` }, { token });
      // It reached the checked address (which answers JSON, not a page).
      expect(res.body.error.details).toEqual(["url: is not an HTML page"]);
    } finally {
      await new Promise((r) => plain.close(r));
    }
  });

  it("allows a bare host on its default port only", async () => {
    process.env.ADLAB_FETCH_ALLOW_HOSTS = "127.0.0.1";
    const { token } = await createAccount();
    const res = await api.post("/api/v1/projects/from_url", { url: `http://127.0.0.1:${portOf(other)}/` }, { token });
    expect(res.status).toBe(422);
    expect(otherHits).toBe(0);
  });
});
