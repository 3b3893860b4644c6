import { AppError } from "../errors";
import { readBodyBytes } from "../http/body";
import { logRequest, requestIdOf } from "../http/conventions";
import { clientIp, requestOrigin } from "../http/origin";
import { enforce, policies } from "../http/rate-limit";
import { runNodeHandler } from "./bridge";
import { OAUTH_ROUTES, oauthProvider } from "./provider";
import { OAUTH_SCOPE, PROTECTED_PATHS, protectedResourceMetadata, type ProtectedPath } from "./resources";

/**
 * The routes of the authorization server: /api/oauth/* (authorize, token, register, revoke, jwks) and
 * the metadata under /.well-known. Their errors are OAuth's (RFC 6749 section 5.2: `{ error,
 * error_description }`), which OAuth clients read, not adlab's error body.
 */

/** Token, registration and revocation bodies are a few hundred bytes; anything over is refused unread. */
const MAX_OAUTH_BODY_BYTES = 16 * 1024;

const oauthJson = (status: number, error: string, description: string, headers: Record<string, string> = {}) =>
  Response.json({ error, error_description: description }, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** Per-IP limits (and an hourly one on registration), then the body cap, then oidc-provider. */
async function answer(req: Request): Promise<Response> {
  const { pathname } = new URL(req.url);
  const ip = clientIp(req);
  const registering = req.method === "POST" && pathname === OAUTH_ROUTES.registration;
  try {
    await enforce([
      { policy: policies.oauthIp(), subject: `ip:${ip}` },
      ...(registering ? [{ policy: policies.oauthRegistrationIp(), subject: `ip:${ip}` }] : []),
    ]);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return oauthJson(429, "too_many_requests", error.message, error.headers);
  }
  let body: Buffer | undefined;
  if (req.method !== "GET" && req.method !== "HEAD") {
    try {
      body = await readBodyBytes(req, MAX_OAUTH_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return oauthJson(error.status, "invalid_request", error.message);
    }
  }
  const problem = registering && body ? registrationProblem(body) : null;
  if (problem) return oauthJson(400, "invalid_client_metadata", problem);
  const origin = requestOrigin(req);
  return runNodeHandler(oauthProvider(origin).callback(), withDefaultScope(req), origin, ip, body);
}

/**
 * Registration metadata within what adlab shows and keeps (RFC 7591 lets the server refuse): a name of
 * at most 100 characters, at most 10 redirect URIs of at most 2000 characters. The rest is the library's.
 */
function registrationProblem(body: Buffer): string | null {
  let metadata: unknown;
  try {
    metadata = JSON.parse(body.toString("utf8"));
  } catch {
    return null;
  }
  const { client_name: name, redirect_uris: uris } = (metadata && typeof metadata === "object" ? metadata : {}) as Record<string, unknown>;
  if (typeof name === "string" && [...name].length > 100) return "client_name: at most 100 characters";
  if (Array.isArray(uris) && (uris.length > 10 || uris.some((uri) => typeof uri === "string" && uri.length > 2000))) {
    return "redirect_uris: at most 10, each at most 2000 characters";
  }
  return null;
}

/**
 * An authorization request that names no scope asks for adlab's one scope (RFC 6749 section 3.3 lets the
 * server apply a default); oidc-provider would otherwise grant nothing.
 */
function withDefaultScope(req: Request): Request {
  const url = new URL(req.url);
  if (url.pathname !== OAUTH_ROUTES.authorization || url.searchParams.has("scope")) return req;
  url.searchParams.set("scope", OAUTH_SCOPE);
  return new Request(url, { method: req.method, headers: req.headers });
}

/** GET and POST /api/oauth/*, and GET /.well-known/oauth-authorization-server: the provider answers. */
export async function oauthRoute(req: Request): Promise<Response> {
  const startedAt = performance.now();
  const requestId = requestIdOf(req);
  let response: Response;
  try {
    response = await answer(req);
  } catch (error) {
    console.error(`[adlab] OAuth request failed (request_id=${requestId}): ${(error as Error).stack ?? error}`);
    response = oauthJson(500, "server_error", "Something went wrong on our side.");
  }
  logRequest(req, response.status, requestId, startedAt);
  return response;
}

/** GET /.well-known/oauth-protected-resource[/api/mcp | /api/adcp/mcp] (RFC 9728). */
export function protectedResourceRoute(req: Request, path: string): Response {
  const known = path === "" || (PROTECTED_PATHS as readonly string[]).includes(path);
  if (!known) return Response.json({ error: { code: "not_found", message: "No protected resource at this path." } }, { status: 404 });
  return Response.json(protectedResourceMetadata(requestOrigin(req), path as ProtectedPath | ""), {
    headers: { "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=300" },
  });
}
