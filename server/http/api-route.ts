import type { Actor } from "../auth/actor";
import { authenticateBearer } from "../auth/api-keys";
import { errorResponse, json } from "./respond";
import { enforceRateLimit } from "./rate-limit";

type RouteContext<P> = { params: Promise<P> };
export type ApiContext<P> = { req: Request; url: URL; actor: Actor; params: P };
type Result = Response | { body: unknown; status?: number; headers?: Record<string, string> };

/**
 * The one wrapper of every authenticated /api/v1 handler: bearer auth, rate limit, then the handler,
 * with any error mapped to the spec's error body. Handlers parse input, call one service, and map.
 */
export function apiRoute<P = Record<string, never>>(
  handler: (ctx: ApiContext<P>) => Promise<Result>,
  options: { rateLimit?: "default" | "upload" } = {},
) {
  return async (req: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      const actor = await authenticateBearer(req.headers.get("authorization"));
      const limitHeaders = await enforceRateLimit(actor, options.rateLimit ?? "default", req);
      const result = await handler({ req, url: new URL(req.url), actor, params: await context.params });
      const response = result instanceof Response ? result : json(result.body, result.status ?? 200, result.headers);
      for (const [name, value] of Object.entries(limitHeaders)) response.headers.set(name, value);
      return response;
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** The same, for the few public endpoints (signup, health). */
export function publicRoute<P = Record<string, never>>(handler: (ctx: { req: Request; url: URL; params: P }) => Promise<Result>) {
  return async (req: Request, context: RouteContext<P>): Promise<Response> => {
    try {
      const result = await handler({ req, url: new URL(req.url), params: await context.params });
      return result instanceof Response ? result : json(result.body, result.status ?? 200, result.headers);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
