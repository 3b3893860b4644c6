import { serve } from "inngest/next";
import { inngest } from "@/inngest/client";
import { inngestFunctions } from "@/inngest/functions";
import { config } from "@/server/config";
import { errors } from "@/server/errors";
import { withCappedBody } from "@/server/http/body";
import { errorResponse } from "@/server/http/respond";

// Inngest calls these when it is configured (INNGEST_EVENT_KEY + INNGEST_SIGNING_KEY, or INNGEST_DEV).
const handlers = serve({ client: inngest, functions: inngestFunctions });

/** Inngest's step state can be a few MB; more is refused with 413 before the SDK parses it. */
const INNGEST_MAX_BODY_BYTES = 4 * 1024 * 1024;

type Handler = (req: Request, context: unknown) => Promise<Response>;

// Without a signing key (or dev mode) the SDK answers 500: here the endpoint simply does not exist.
function guarded(handler: Handler) {
  return async (req: Request, context: unknown): Promise<Response> => {
    try {
      if (!config.inngestServeConfigured) throw errors.notFound("Inngest endpoint (Inngest is not configured on this server)");
      return await handler(await withCappedBody(req, INNGEST_MAX_BODY_BYTES), context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export const GET = guarded(handlers.GET as Handler);
export const POST = guarded(handlers.POST as Handler);
export const PUT = guarded(handlers.PUT as Handler);
