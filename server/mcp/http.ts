import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { MAX_ASSET_BYTES } from "../assets/schema";
import { errors } from "../errors";
import { MAX_JSON_BYTES, parseJsonText, readBodyText } from "../http/body";
import { apiRoute } from "../http/api-route";
import { enforceRateLimit } from "../http/rate-limit";
import { mcpServer, UPLOAD_TOOLS } from "./server";

/**
 * MCP body cap: a JSON-RPC message may carry one upload as base64 (4/3 of the asset limit) plus the
 * usual JSON allowance; anything over is a 413 before it is parsed, as on every front.
 */
export const MAX_MCP_BODY_BYTES = Math.ceil(MAX_ASSET_BYTES / 3) * 4 + MAX_JSON_BYTES;

/** Whether a JSON-RPC message (or batch) calls a tool that uploads bytes. */
function callsUpload(message: unknown): boolean {
  const messages = Array.isArray(message) ? message : [message];
  return messages.some((m) => {
    const { method, params } = (m ?? {}) as { method?: unknown; params?: { name?: unknown } };
    return method === "tools/call" && typeof params?.name === "string" && UPLOAD_TOOLS.has(params.name);
  });
}

/**
 * POST /api/mcp: Streamable HTTP in stateless mode (a server and a transport per request, no session),
 * behind the same entry as REST: the bearer API key (401 with WWW-Authenticate), the default rate limit,
 * and the upload limit too when the message calls an upload tool. Answers JSON-RPC as JSON or, when a
 * tool streams progress, as server-sent events.
 */
export const mcpPost = apiRoute(async ({ req, actor, requestId }) => {
  const text = await readBodyText(req, MAX_MCP_BODY_BYTES);
  const message = parseJsonText(text);
  // Only an upload may pass the 1 MB every other call is held to (as on REST), before any tool reads it.
  const upload = callsUpload(message);
  if (!upload && Buffer.byteLength(text) > MAX_JSON_BYTES) throw errors.tooLarge(`Request bodies here are limited to ${MAX_JSON_BYTES} bytes unless they call an upload tool.`);
  if (upload) await enforceRateLimit(actor, "upload", req);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  const server = mcpServer(actor, requestId);
  await server.connect(transport);
  req.signal.addEventListener("abort", () => void server.close());
  return transport.handleRequest(req, { parsedBody: message });
}, { auth: { oauth: "/api/mcp" } });
