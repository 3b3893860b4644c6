import type { IncomingMessage, ServerResponse } from "node:http";
import { toFetchResponse, toReqRes } from "fetch-to-node";

/**
 * oidc-provider is a Koa application (Node's req/res); Next.js route handlers speak fetch's Request and
 * Response. fetch-to-node makes the Node pair from a Request and the Response from what was written.
 * The request is re-addressed to the public origin (ADLAB_BASE_URL, else the host the client used), so
 * every URL the provider builds (issuer, endpoints, redirects, secure cookies) names that origin.
 */
export function nodePair(request: Request, origin: string, clientAddress: string, body?: Uint8Array) {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.set("host", new URL(origin).host);
  headers.delete("transfer-encoding");
  if (body?.byteLength) headers.set("content-length", String(body.byteLength));
  else headers.delete("content-length");
  const readdressed = new Request(origin + url.pathname + url.search, {
    method: request.method,
    headers,
    body: body?.byteLength ? new Uint8Array(body) : undefined,
  });
  const { req, res } = toReqRes(readdressed);
  // Koa reads the protocol (secure cookies) and the client's address from the socket, which fetch-to-node leaves null.
  Object.defineProperty(req, "socket", { value: { encrypted: origin.startsWith("https:"), remoteAddress: clientAddress } });
  return { req: req as IncomingMessage, res: res as ServerResponse };
}

/** Runs a Node request handler on a fetch Request and answers with what it wrote. */
export async function runNodeHandler(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  request: Request,
  origin: string,
  clientAddress: string,
  body?: Uint8Array,
): Promise<Response> {
  const { req, res } = nodePair(request, origin, clientAddress, body);
  const response = toFetchResponse(res as never);
  await handler(req, res);
  return response;
}
