import type { Actor } from "../auth/actor";
import { authenticateBearer } from "../auth/api-keys";
import { actorFromRequest } from "../auth/request-actor";
import { errors } from "../errors";
import { authenticateAgent } from "../oauth/access";
import { acceptedResources, oauthChallenge, type ProtectedPath } from "../oauth/resources";
import { REQUEST_ID_HEADER, conditionalJson, logRequest, requestIdOf } from "./conventions";
import { requestOrigin } from "./origin";
import { errorResponse } from "./respond";
import { enforceRateLimit } from "./rate-limit";

type RouteContext<P> = { params: Promise<P> };

/** The path parameters; a route without dynamic segments gets none from `next start` (no params at all). */
const paramsOf = async <P>(context: RouteContext<P> | undefined): Promise<P> => ((await context?.params) ?? {}) as P;
export type ApiContext<P> = { req: Request; url: URL; actor: Actor; params: P; requestId: string };
type Result = Response | { body: unknown; status?: number; headers?: Record<string, string> };

/**
 * Who may call a route: `bearer`, an API key (every /api/v1 route); `session`, the web app's routes
 * (uploads and downloads under /files), where the signed-in browser session is the actor, or a bearer
 * key when the request sends one (a bad key is a 401, never a fallback to the session); `{ oauth }`, an
 * API key or an OAuth access token issued for that endpoint (/api/mcp, /api/adcp/mcp: server/oauth).
 */
type Auth = "bearer" | "session" | { oauth: ProtectedPath };

async function actorOf(req: Request, auth: Auth): Promise<Actor> {
  if (typeof auth === "object") return authenticateAgent(req.headers.get("authorization"), acceptedResources(requestOrigin(req), auth.oauth));
  if (auth === "bearer") return authenticateBearer(req.headers.get("authorization"));
  const actor = await actorFromRequest(req);
  if (!actor) throw errors.unauthorized("session");
  return actor;
}

/**
 * The one wrapper of every authenticated handler: auth, rate limit, then the handler, with any error
 * mapped to the spec's error body. Handlers parse input, call one service, and map.
 * Every answer carries X-Request-Id and, once the actor is known, the rate-limit headers (errors too).
 */
export function apiRoute<P = Record<string, never>>(
  handler: (ctx: ApiContext<P>) => Promise<Result>,
  options: { auth?: Auth; rateLimit?: "default" | "upload" } = {},
) {
  return async (req: Request, context: RouteContext<P>): Promise<Response> => {
    const startedAt = performance.now();
    const requestId = requestIdOf(req);
    let limitHeaders: Record<string, string> = {};
    let response: Response;
    try {
      const actor = await actorOf(req, options.auth ?? "bearer");
      limitHeaders = await enforceRateLimit(actor, options.rateLimit ?? "default", req);
      response = toResponse(req, await handler({ req, url: new URL(req.url), actor, params: await paramsOf(context), requestId }));
    } catch (error) {
      response = errorResponse(error, requestId);
      // An OAuth-protected endpoint's 401 says where its metadata is (RFC 9728 section 5.1).
      const auth = options.auth;
      if (typeof auth === "object" && response.status === 401) {
        response.headers.set("WWW-Authenticate", oauthChallenge(response.headers.get("WWW-Authenticate"), requestOrigin(req), auth.oauth));
      }
    }
    // A 429 carries the headers of the policy it exceeded; every other answer those of the tightest one.
    for (const [name, value] of Object.entries(limitHeaders)) if (!response.headers.has(name)) response.headers.set(name, value);
    return finish(req, response, requestId, startedAt);
  };
}

/** The same, for the few public endpoints (signup, health). */
export function publicRoute<P = Record<string, never>>(handler: (ctx: { req: Request; url: URL; params: P }) => Promise<Result>) {
  return async (req: Request, context: RouteContext<P>): Promise<Response> => {
    const startedAt = performance.now();
    const requestId = requestIdOf(req);
    let response: Response;
    try {
      response = toResponse(req, await handler({ req, url: new URL(req.url), params: await paramsOf(context) }));
    } catch (error) {
      response = errorResponse(error, requestId);
    }
    return finish(req, response, requestId, startedAt);
  };
}

/**
 * A handler's JSON result as a response; a GET answering 200 is tagged and may answer 304 (conditionalJson).
 */
function toResponse(req: Request, result: Result): Response {
  if (result instanceof Response) return result;
  const status = result.status ?? 200;
  const text = JSON.stringify(result.body);
  const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8", ...result.headers };
  if (req.method === "GET" && status === 200) return conditionalJson(req, text, headers);
  return new Response(text, { status, headers });
}

function finish(req: Request, response: Response, requestId: string, startedAt: number): Response {
  response.headers.set(REQUEST_ID_HEADER, requestId);
  logRequest(req, response.status, requestId, startedAt);
  return response;
}
