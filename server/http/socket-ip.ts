import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { SOCKET_IP_HEADER } from "./origin";

/**
 * Work done on each raw Node.js request before Next.js sees it:
 * - stamps the socket's address as `x-adlab-socket-ip`, overwriting whatever the client sent, so per-IP
 *   limits can use it when no proxy is trusted (route handlers have no socket);
 * - answers methods Next.js cannot turn into a `Request` (TRACE, TRACK, CONNECT: it would throw and
 *   answer 500) with 405 and the JSON error body.
 * Returns true when the request has been answered here.
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean {
  req.headers[SOCKET_IP_HEADER] = req.socket?.remoteAddress ?? "unknown";
  const method = (req.method ?? "").toUpperCase();
  if (method === "TRACE" || method === "TRACK" || method === "CONNECT") {
    const body = JSON.stringify({ error: { code: "method_not_allowed", message: `${method} is not allowed.` } });
    res.writeHead(405, { "Content-Type": "application/json; charset=utf-8", Allow: "DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT", "Content-Length": Buffer.byteLength(body) });
    res.end(body);
    req.resume();
    return true;
  }
  return false;
}

const state = globalThis as unknown as { __adlabRequestGuard?: boolean };

/** Installs guardRequest in front of every HTTP server of the process (once; called at boot). */
export function installRequestGuard() {
  if (state.__adlabRequestGuard) return;
  state.__adlabRequestGuard = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, ...args: unknown[]) {
    if (args[0] === "request" && guardRequest(args[1] as IncomingMessage, args[2] as ServerResponse)) return true;
    return (emit as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof emit;
}
