import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback proxy to `target` that adds `Authorization: Bearer <key>` to every request, for clients that
 * cannot send a header of their own (the MCP conformance suite). Bodies and streamed answers (SSE) pass
 * through as they come.
 */
export async function bearerProxy(target: string, key: string): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const out = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host, authorization: `Bearer ${key}` } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", (error) => res.writeHead(502).end(String(error)));
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
