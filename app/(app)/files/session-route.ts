import { actorFromRequest } from "@/server/auth/request-actor";
import type { Actor } from "@/server/auth/actor";
import { errors } from "@/server/errors";
import { enforceRateLimit } from "@/server/http/rate-limit";
import { errorResponse } from "@/server/http/respond";

type Context<P> = { params: Promise<P> };

/**
 * Route handlers for the web app's uploads and downloads: the browser session (or a bearer key) is
 * the actor, then the same services and rate limits as /api/v1 answer. Errors use the API's body.
 */
export function sessionRoute<P>(
  handler: (ctx: { req: Request; actor: Actor; params: P; url: URL }) => Promise<Response>,
  options: { rateLimit?: "default" | "upload" } = {},
) {
  return async (req: Request, context: Context<P>): Promise<Response> => {
    try {
      const actor = await actorFromRequest(req);
      if (!actor) throw errors.unauthorized("Sign in to continue.");
      const limitHeaders = await enforceRateLimit(actor, options.rateLimit ?? "default", req);
      const response = await handler({ req, actor, params: await context.params, url: new URL(req.url) });
      for (const [name, value] of Object.entries(limitHeaders)) response.headers.set(name, value);
      return response;
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** A Content-Disposition header that survives any filename. */
export { contentDisposition as disposition } from "@/server/http/file-response";
