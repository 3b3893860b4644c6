import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { fetchRoute } from "./http";

/**
 * The app's route handlers (the MCP route, REST, the signed downloads) behind a real node:http server on a
 * free loopback port, so the SDK's own Client talks Streamable HTTP to it as an agent would.
 */
export async function startMcpServer(): Promise<{ url: URL; close: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(new URL(req.url ?? "/", "http://127.0.0.1"), {
      method: req.method,
      headers,
      body: req.method === "POST" ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: "half",
    } as RequestInit);
    const response = await fetchRoute(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) Readable.fromWeb(response.body as never).pipe(res);
    else res.end();
  });
  // Idle sockets outlive the client's pool (undici keeps them 4 s; node closes at 5 s by default): a
  // reused socket the server just closed is an ECONNRESET on a loaded machine.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/api/mcp`),
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** An SDK Client connected with the account's API key. */
export async function mcpClient(url: URL, token: string): Promise<Client> {
  const client = new Client({ name: "adlab-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  return client;
}
