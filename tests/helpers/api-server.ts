/**
 * An API instance for multi-process tests (tests/cli/two-instances.test.ts, scripts/bench/api.ts): the
 * real route handlers of app/api (found and called as tests/helpers/http.ts does) behind node:http,
 * started by server/boot.ts as `next start` starts them through instrumentation.ts. A Next.js build is
 * too heavy to make in `npm test`; this is the same code on the request path without Next's router.
 * Listens on ADLAB_TEST_API_PORT (default 0: any free port) on loopback and prints `listening on <port>`
 * once it answers.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { boot } from "../../server/boot";
import { config } from "../../server/config";
import { fetchRoute } from "./http";

await boot();

const server = createServer(async (req, res) => {
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(new URL(req.url ?? "/", config.baseUrl), {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: "half",
    } as RequestInit);
    const response = await fetchRoute(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) Readable.fromWeb(response.body as never).pipe(res);
    else res.end();
  } catch (error) {
    console.error("[api-server]", error);
    res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { code: "internal_error", message: (error as Error).message } }));
  }
});

server.listen(Number(process.env.ADLAB_TEST_API_PORT ?? 0), "127.0.0.1", () => {
  console.log(`listening on ${(server.address() as AddressInfo).port}`);
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => server.close(() => process.exit(0)));
